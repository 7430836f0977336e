import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AuthContext } from '../../plugins/auth/strategy';
import type { AppModule } from '../../types';
import { createAccountingWriter } from './accounting-writer';
import { hotspotDeviceRoutes } from './device-routes';
import { type LoginFailureCounter, createLoginFailureCounter } from './login-failures';
import { type GuessThrottle, createGuessThrottle } from './guess-throttle';
import { type NasDirectory, createNasDirectory } from './nas';
import { createBoxBudget } from './token-buckets';
import { type ProblemLog, createProblemLog } from './radius/problems';
import { createRadiusServer } from './radius/server';
import { radiusStatusRoutes } from './radius-status-routes';
import { hotspotSilenceJob } from './silence-job';
import { voucherExpiryJob } from './vouchers/expiry-job';
import { voucherAdminRoutes } from './vouchers/admin-routes';
import { voucherExportRoutes } from './vouchers/export/export-routes';
import { voucherMainRoutes } from './vouchers/main-routes';
import { voucherPrintRoutes } from './vouchers/print/routes';
import { registerVoucherServiceScope } from './vouchers/slug-scope';

// What this module adds to the app (issue 28 §2: a module declares its own decorations; types.ts keeps the
// core's). Module augmentation needs interfaces: a type alias cannot merge into the library's declaration.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    /** The RADIUS server's bound ports (null when off or not bound), and its problem log (tests flush it). */
    radius: { ports: () => { auth: number; acct: number } | null; problems: ProblemLog };
    /** Refused guest logins, counted in memory and added to the database every 5 s (decision 038). */
    loginFailures: LoginFailureCounter;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * The guest Wi-Fi service in the app (decision 043). One NAS directory, one accounting writer and one
 * guessing throttle shared by RADIUS, the HTTPS routes and the portal. RADIUS binds its ports when the app is ready and closes them with it; a port that cannot be bound
 * is one log line and the rest of the server runs (decision 023).
 */
export function guestAccessModule(
  app: FastifyInstance,
  { keys }: AuthContext,
): AppModule & { nas: NasDirectory; failures: LoginFailureCounter; throttle: GuessThrottle } {
  const { config, database, clock } = app.deps;
  const nas = createNasDirectory(database.db, config.jwtSecret);
  const writer = createAccountingWriter(database, {
    onBatch: (size) => app.metrics.groupCommitBatch('accounting', size),
  });
  const failures = createLoginFailureCounter(database, {
    onError: (error) => app.log.warn({ err: error }, 'refused logins not counted yet'),
  });
  const throttle = createGuessThrottle();
  const problems = createProblemLog(database, app.log);
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
          problems,
          throttle,
          budget: createBoxBudget({
            perSecond: config.radius.boxPacketsPerSecond,
            burst: config.radius.boxPacketBurst,
          }),
        },
        {
          host: config.radius.host,
          ports: { auth: config.radius.authPort, acct: config.radius.acctPort },
          log: app.log,
          count: app.metrics.radiusPacket,
        },
      )
    : null;
  app.decorate('radius', { ports: () => radius?.ports() ?? null, problems });
  if (radius) app.addHook('onReady', async () => void (await radius.start()));
  app.addHook('onClose', async () => {
    await radius?.stop();
    await writer.drain();
    await failures.drain();
    await problems.drain();
  });
  app.decorate('loginFailures', failures);
  const deviceRoutes: FastifyPluginAsync = (scope) =>
    hotspotDeviceRoutes(scope, { nas, writer, failures, throttle });
  /** The voucher service's own base (`/radius/:slug/admin`): the admin API and the print sheets. */
  const voucherService: FastifyPluginAsync = async (scope) => {
    registerVoucherServiceScope(scope, { keys });
    await scope.register(voucherAdminRoutes);
    await scope.register(voucherPrintRoutes);
    await scope.register(voucherExportRoutes);
  };
  /** Under /v1: the vouchers' calls, and a box's RADIUS status (whose policy change forgets the cached box). */
  const dashboardRoutes: FastifyPluginAsync = async (scope) => {
    await scope.register(voucherMainRoutes);
    await scope.register(radiusStatusRoutes, { nas });
  };
  return {
    name: 'guest-access',
    api: dashboardRoutes,
    device: deviceRoutes,
    root: async (scope) => {
      await scope.register(voucherService, { prefix: '/radius/:slug/admin' });
    },
    jobs: ({ deps }) => [
      hotspotSilenceJob(deps.database, deps.clock, deps.config.radius.interimSeconds),
      voucherExpiryJob(deps.database, deps.clock),
    ],
    // What the portal and Router Management share with it: one NAS directory, refusal counter and throttle.
    nas,
    failures,
    throttle,
  };
}
