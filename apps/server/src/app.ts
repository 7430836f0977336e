import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
// The product's validation messages (decision 014); every contract schema checks with them.
import '@ared/contract/messages';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { toFastifyTrustProxy } from './config/trust-proxy';
import { analyticsWifiRoutes } from './modules/analytics';
import { authRoutes } from './modules/auth/routes';
import { createResumableUploads, createTusServer, resumableUploadRoutes } from './modules/uploads';
import { createDeviceKeyResolver } from './modules/devices/key-cache';
import { createHeartbeatWriter } from './modules/devices/heartbeat-writer';
import { deviceRoutes } from './modules/devices/routes';
import { deviceStatusRoutes } from './modules/devices/status-routes';
import { registerGuestAccess } from './modules/guest-access';
import { registerGuestPortal } from './modules/guest-portal';
import { kioskRoutes } from './modules/kiosks';
import { locationRoutes } from './modules/locations/routes';
import { categoryRoutes } from './modules/media/category-routes';
import { deviceContentRoutes } from './modules/media/device-routes';
import { apkRoutes } from './modules/apks/routes';
import { deviceApkRoutes } from './modules/apks/device-routes';
import { fileRoutes } from './modules/media/file-routes';
import { menuRoutes } from './modules/menus/routes';
import { captivePortalRoutes } from './modules/captive-portal/routes';
import { ratingRoutes } from './modules/ratings/routes';
import { networkAnalyticsRoutes } from './modules/analytics/network-routes';
import { smsAdvertSurveyAnalyticsRoutes } from './modules/analytics/sms-advert-survey-routes';
import { analyticsReportRoutes } from './modules/analytics/reports/routes';
import { surveyRoutes } from './modules/surveys/routes';
import { advertRoutes } from './modules/adverts/routes';
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
import { internetSettingRoutes } from './modules/internet-settings/routes';
import { passwordRoutes } from './modules/passwords/routes';
import { termsRoutes } from './modules/terms/routes';
import { ticketRoutes } from './modules/tickets/routes';
import { userRoutes } from './modules/users/routes';
import { registerAuth } from './plugins/auth/hook';
import { registerErrorHandling, answerFrameworkError } from './plugins/errors';
import { serializeError } from './lib/error-log';
import { registerOpenApi } from './plugins/openapi';
import { RequestLogController } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRateLimits } from './plugins/rate-limits';
import { registerStatic } from './plugins/static';
import { registerTextGuard } from './plugins/text-guard';
import type { AppDeps } from './types';

export type BuildAppOptions = {
  deps: AppDeps;
  logger?: boolean;
  /** A logger of one's own instead (tests read what the app logs). */
  loggerInstance?: FastifyBaseLogger;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
};

export async function buildApp({
  deps,
  logger = true,
  loggerInstance,
  logStream,
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
  registerErrorHandling(app);
  registerTextGuard(app);

  await registerSecurityHeaders(app, { publicUrl: deps.config.publicUrl });
  if (deps.config.corsOrigins.length > 0) await app.register(cors, { origin: deps.config.corsOrigins });
  const keys = createDeviceKeyResolver(deps.database.db);
  await registerRateLimits(app, { keys });
  await app.register(multipart);
  await registerOpenApi(app);

  const resumableUploads = createResumableUploads(deps.config);
  const tus = createTusServer(
    resumableUploads.datastore,
    Math.max(...Object.values(deps.config.uploadLimits)),
  );
  app.decorate('resumableUploads', resumableUploads);

  const writer = createHeartbeatWriter(deps.database.db);
  app.addHook('onClose', async () => writer.drain());
  // The guest Wi-Fi service: RADIUS on UDP (when configured), its HTTPS twin under /device, the vouchers.
  const guestAccess = registerGuestAccess(app, { keys });
  await app.register(
    async (v1) => {
      registerAuth(v1, { keys });
      await v1.register(authRoutes);
      await v1.register(otpRoutes);
      await v1.register(passwordRoutes);
      await v1.register(userRoutes);
      await v1.register(termsRoutes);
      await v1.register(partnerRoutes);
      await v1.register(routerRoutes, { keys, nas: guestAccess.nas });
      await v1.register(deviceStatusRoutes);
      await v1.register(minerRoutes);
      await v1.register(realmRoutes);
      await v1.register(smeRoutes);
      await v1.register(billingRoutes);
      await v1.register(couponRoutes);
      await v1.register(subscriptionRoutes);
      await v1.register(locationRoutes);
      await v1.register(kioskRoutes);
      await v1.register(guestAccess.dashboardRoutes);
      await v1.register(categoryRoutes);
      await v1.register(fileRoutes);
      await v1.register(menuRoutes);
      await v1.register(captivePortalRoutes);
      await v1.register(surveyRoutes);
      await v1.register(ratingRoutes);
      await v1.register(networkAnalyticsRoutes);
      await v1.register(smsAdvertSurveyAnalyticsRoutes);
      await v1.register(analyticsReportRoutes);
      await v1.register(advertRoutes);
      await v1.register(ticketRoutes);
      await v1.register(apkRoutes);
      await v1.register(internetSettingRoutes);
      await v1.register(analyticsWifiRoutes);
      await v1.register(resumableUploadRoutes, { tus, datastore: resumableUploads.datastore });
    },
    { prefix: '/v1' },
  );
  await app.register(guestAccess.voucherService, { prefix: '/radius/:slug/admin' });
  await app.register(
    async (device) => {
      registerAuth(device, { keys });
      await device.register(deviceRoutes, { writer });
      await device.register(guestAccess.deviceRoutes);
      await device.register(deviceContentRoutes);
      await device.register(deviceApkRoutes);
    },
    { prefix: '/device' },
  );
  await app.register(healthRoutes, { prefix: '/api' });
  await registerGuestPortal(app, guestAccess);
  await registerStatic(app, { files: deps.files, webDist: deps.config.webDist });
  return app;
}
