import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
// The product's validation messages (decision 014); every contract schema checks with them.
import '@ared/contract/messages';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { toFastifyTrustProxy } from './config/trust-proxy';
import { advertsModule } from './modules/adverts/module';
import { alertsModule } from './modules/alerts/module';
import { analyticsModule } from './modules/analytics/module';
import { apksModule } from './modules/apks/module';
import { assistantModule } from './modules/assistant/module';
import { ASSISTANT_TOOLS, type AssistantTool } from './modules/assistant';
import { authModule } from './modules/auth/module';
import { billingModule } from './modules/billing/module';
import { captivePortalModule } from './modules/captive-portal/module';
import { couponsModule } from './modules/coupons/module';
import { createDeviceKeyResolver } from './modules/devices';
import { devicesModule } from './modules/devices/module';
import { guestAccessModule } from './modules/guest-access/module';
import { guestPortalModule } from './modules/guest-portal/module';
import { healthModule } from './modules/health/module';
import { hotelStaysModule } from './modules/hotel-stays/module';
import { internetSettingsModule } from './modules/internet-settings/module';
import { kiosksModule } from './modules/kiosks/module';
import { locationsModule } from './modules/locations/module';
import { mediaModule } from './modules/media/module';
import { menusModule } from './modules/menus/module';
import { minersModule } from './modules/miners/module';
import { mobileMoneyModule } from './modules/mobile-money/module';
import { otpModule } from './modules/otp/module';
import { partnersModule } from './modules/partners/module';
import { passwordsModule } from './modules/passwords/module';
import { queuesModule } from './modules/queues/module';
import { ratingsModule } from './modules/ratings/module';
import { realmsModule } from './modules/realms/module';
import { routersModule } from './modules/routers/module';
import { signUpsModule } from './modules/sign-ups/module';
import { smesModule } from './modules/smes/module';
import { subscriptionsModule } from './modules/subscriptions/module';
import { surveysModule } from './modules/surveys/module';
import { termsModule } from './modules/terms/module';
import { ticketsModule } from './modules/tickets/module';
import { uploadsModule } from './modules/uploads/module';
import { usersModule } from './modules/users/module';
import { registerAuth } from './plugins/auth/hook';
import { registerErrorHandling, answerFrameworkError } from './plugins/errors';
import { serializeError } from './lib/error-log';
import { registerOpenApi } from './plugins/openapi';
import { registerMetrics } from './plugins/metrics';
import { type Metrics, createMetrics } from './lib/metrics';
import { RequestLogController } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRateLimits } from './plugins/rate-limits';
import { registerStatic } from './plugins/static';
import { readPrerenderedPages } from './lib/prerendered-pages';
import { registerTextGuard } from './plugins/text-guard';
import type { AppDeps, AppModule } from './types';

export type BuildAppOptions = {
  deps: AppDeps;
  logger?: boolean;
  /** A logger of one's own instead (tests read what the app logs). */
  loggerInstance?: FastifyBaseLogger;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /**
   * The assistant's tool registry (issue 31): the model picks from it and confirmed proposals run from it.
   * Tests may pass tools of their own.
   */
  assistantTools?: readonly AssistantTool[];
  /** The Prometheus instruments (main.ts passes ones with the process's own metrics); a fresh set else. */
  metrics?: Metrics;
};

export async function buildApp({
  deps,
  logger = true,
  loggerInstance,
  logStream,
  assistantTools = ASSISTANT_TOOLS,
  metrics = createMetrics(),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(loggerInstance
      ? { loggerInstance }
      : {
          logger: logger
            ? {
                level: deps.config.logLevel,
                redact: ['req.headers.authorization'],
                // A failed query is logged without its parameters (decision 014).
                serializers: { err: (error: Error) => serializeError(error) },
                ...(logStream && { stream: logStream }),
              }
            : false,
        }),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
    // One line per request, at a level that depends on how it went (plugins/request-log).
    logController: new RequestLogController(),
    // Off unless configured: only named proxies (or a hop count) may say who the client is.
    trustProxy: toFastifyTrustProxy(deps.config.trustProxy),
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against the contract in the test suite; in service they are plainly serialised.
  app.setSerializerCompiler(
    deps.config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  );
  app.decorate('deps', deps);
  registerMetrics(app, metrics);
  registerErrorHandling(app);
  registerTextGuard(app);

  const prerendered = readPrerenderedPages(deps.config.webDist);
  await registerSecurityHeaders(app, {
    publicUrl: deps.config.publicUrl,
    scriptHashes: prerendered.scriptHashes,
  });
  if (deps.config.corsOrigins.length > 0) await app.register(cors, { origin: deps.config.corsOrigins });
  const keys = createDeviceKeyResolver(deps.database.db);
  await registerRateLimits(app, { keys });
  await app.register(multipart);
  await registerOpenApi(app);

  // The modules, in registration order (issue 28 §2): each registers its own parts below. Those with
  // start-up state are built here, with what they share passed in by name.
  const guestAccess = guestAccessModule(app, { keys });
  const modules: AppModule[] = [
    authModule,
    otpModule,
    passwordsModule,
    usersModule,
    termsModule,
    partnersModule({ nas: guestAccess.nas }),
    routersModule({ keys, nas: guestAccess.nas }),
    devicesModule(app),
    minersModule,
    realmsModule,
    smesModule,
    signUpsModule,
    billingModule,
    couponsModule,
    subscriptionsModule,
    locationsModule,
    kiosksModule,
    guestAccess,
    mediaModule,
    menusModule,
    captivePortalModule,
    surveysModule,
    queuesModule,
    ratingsModule,
    analyticsModule,
    advertsModule,
    ticketsModule,
    alertsModule,
    apksModule,
    internetSettingsModule,
    hotelStaysModule,
    uploadsModule(app),
    healthModule,
    guestPortalModule(app, guestAccess),
    mobileMoneyModule,
    assistantModule({ keys, tools: assistantTools }),
  ];
  app.decorate('modules', modules);
  await app.register(
    async (v1) => {
      registerAuth(v1, { keys });
      for (const { api } of modules) if (api) await v1.register(api);
    },
    { prefix: '/v1' },
  );
  await app.register(
    async (device) => {
      registerAuth(device, { keys });
      for (const { device: routes } of modules) if (routes) await device.register(routes);
    },
    { prefix: '/device' },
  );
  for (const { root } of modules) if (root) await app.register(root);
  await registerStatic(app, { files: deps.files, webDist: deps.config.webDist, prerendered });
  return app;
}
