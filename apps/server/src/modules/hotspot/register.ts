import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createAccountingWriter } from './accounting-writer';
import { hotspotDeviceRoutes } from './device-routes';
import { createLoginFailureCounter } from './login-failures';
import { createNasDirectory } from './nas';
import { createRadiusServer } from './radius/server';

/**
 * The hotspot side of the app: one NAS directory and one accounting writer shared by RADIUS and the HTTPS
 * routes. RADIUS binds its ports when the app is ready and closes them with it; a port that cannot be bound
 * is one log line and the rest of the server runs (decision 023).
 */
export function registerHotspot(app: FastifyInstance) {
  const { config, database, clock } = app.deps;
  const nas = createNasDirectory(database.db, config.jwtSecret);
  const writer = createAccountingWriter(database);
  const failures = createLoginFailureCounter(database, {
    onError: (error) => app.log.warn({ err: error }, 'refused logins not counted yet'),
  });
  const radius = config.radius.enabled
    ? createRadiusServer(
        {
          database,
          nas,
          writer,
          failures,
          clock,
          log: app.log,
          interimSeconds: config.radius.interimSeconds,
        },
        {
          host: config.radius.host,
          ports: { auth: config.radius.authPort, acct: config.radius.acctPort },
          log: app.log,
        },
      )
    : null;
  app.decorate('radius', { ports: () => radius?.ports() ?? null });
  if (radius) app.addHook('onReady', async () => void (await radius.start()));
  app.addHook('onClose', async () => {
    await radius?.stop();
    await writer.drain();
    await failures.drain();
  });
  app.decorate('loginFailures', failures);
  const deviceRoutes: FastifyPluginAsync = (scope) => hotspotDeviceRoutes(scope, { nas, writer, failures });
  return { nas, failures, deviceRoutes };
}
