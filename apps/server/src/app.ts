import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
// The product's validation messages (decision 014); every contract schema checks with them.
import '@ared/contract/messages';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authRoutes } from './modules/auth/routes';
import { createDeviceKeyResolver } from './modules/devices/key-cache';
import { createHeartbeatWriter } from './modules/devices/heartbeat-writer';
import { deviceRoutes } from './modules/devices/routes';
import { deviceStatusRoutes } from './modules/devices/status-routes';
import { locationRoutes } from './modules/locations/routes';
import { minerRoutes } from './modules/miners/routes';
import { realmRoutes } from './modules/realms/routes';
import { routerRoutes } from './modules/routers/routes';
import { billingRoutes } from './modules/billing/routes';
import { couponRoutes } from './modules/coupons/routes';
import { smeRoutes } from './modules/smes/routes';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { healthRoutes } from './modules/health/routes';
import { otpRoutes } from './modules/otp/routes';
import { partnerRoutes } from './modules/partners/routes';
import { passwordRoutes } from './modules/passwords/routes';
import { termsRoutes } from './modules/terms/routes';
import { userRoutes } from './modules/users/routes';
import { registerAuth } from './plugins/auth';
import { serializeError } from './lib/error-log';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerStatic } from './plugins/static';
import { registerTextGuard } from './plugins/text-guard';
import type { AppDeps } from './types';

export type BuildAppOptions = {
  deps: AppDeps;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
};

export async function buildApp({
  deps,
  logger = true,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: deps.config.logLevel,
          redact: ['req.headers.authorization'],
          // A failed query is logged without its parameters (decision 014).
          serializers: { err: (error) => serializeError(error) },
          ...(logStream && { stream: logStream }),
        }
      : false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against the contract in the test suite; in service they are plainly serialised.
  app.setSerializerCompiler(
    deps.config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  );
  app.decorate('deps', deps);
  registerErrorHandling(app);
  registerTextGuard(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  if (deps.config.corsOrigins.length > 0) await app.register(cors, { origin: deps.config.corsOrigins });
  // A coarse per-address ceiling; the precise sign-in and OTP limits are kept in the database.
  await app.register(rateLimit, { max: deps.config.rateLimitMax, timeWindow: '1 minute' });
  await app.register(multipart);
  await registerOpenApi(app);

  const keys = createDeviceKeyResolver(deps.database.db);
  const writer = createHeartbeatWriter(deps.database.db);
  app.addHook('onClose', async () => writer.drain());
  await app.register(
    async (v1) => {
      registerAuth(v1);
      await v1.register(authRoutes);
      await v1.register(otpRoutes);
      await v1.register(passwordRoutes);
      await v1.register(userRoutes);
      await v1.register(termsRoutes);
      await v1.register(partnerRoutes);
      await v1.register(routerRoutes, { keys });
      await v1.register(deviceStatusRoutes);
      await v1.register(minerRoutes);
      await v1.register(realmRoutes);
      await v1.register(smeRoutes);
      await v1.register(billingRoutes);
      await v1.register(couponRoutes);
      await v1.register(subscriptionRoutes);
      await v1.register(locationRoutes);
    },
    { prefix: '/v1' },
  );
  await app.register(deviceRoutes, { prefix: '/device', keys, writer });
  await app.register(healthRoutes, { prefix: '/api' });
  await registerStatic(app, { uploadsDir: deps.config.uploadsDir, webDist: deps.config.webDist });
  return app;
}
