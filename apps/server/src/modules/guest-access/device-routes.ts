import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZHotspotAccountingRequestSchema,
  ZHotspotAccountingResponseSchema,
  ZHotspotAuthorizeRequestSchema,
  ZHotspotAuthorizeResponseSchema,
} from '@ared/contract/hotspot';
import { HttpError } from '../../lib/http-errors';
import { scopeOfKey } from '../../plugins/caller-key';
import { currentDevice } from '../../plugins/auth/device';
import { toSessionWrite } from './accounting';
import type { AccountingWriter } from './accounting-writer';
import { authorizeGuest, guessKeysOfBox } from './authorize';
import type { GuessThrottle } from './guess-throttle';
import type { LoginFailureCounter } from './login-failures';
import { normalizeMac } from './mac';
import type { Box, NasDirectory } from './nas';

export const BOX_WITHOUT_PARTNER = 'This box is not assigned to a partner.';

/**
 * The hotspot calls for boxes without RADIUS, by device key: the same rules and answers as Access-Request
 * and Accounting-Request. A refused code is an answer, not an error: 200 with `accept: false` and the text
 * RADIUS would put in Reply-Message (decision 023).
 */
export async function hotspotDeviceRoutes(
  app: FastifyInstance,
  {
    nas,
    writer,
    failures,
    throttle,
  }: { nas: NasDirectory; writer: AccountingWriter; failures: LoginFailureCounter; throttle: GuessThrottle },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hotspot'];
  const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema };
  // A box calls these for every guest (a login, an update a minute each): they have a budget of their own,
  // 20 times the box's heartbeat budget per route, so a busy hotspot is not refused (decision 023).
  const { deviceRateLimitMax, rateLimitMax } = app.deps.config;
  const rateLimit = {
    max: (_request: unknown, key: string) =>
      scopeOfKey(key) === 'device' ? deviceRateLimitMax * 20 : rateLimitMax,
  };
  const boxOf = async (routerId: number): Promise<Box> => {
    const box = await nas.byRouterId(routerId);
    if (!box) throw new HttpError(403, BOX_WITHOUT_PARTNER);
    return box;
  };

  r.post(
    '/hotspot/authorize',
    {
      config: { auth: 'device', rateLimit },
      schema: {
        tags,
        summary: "A guest logs in with a voucher code on the calling box (RADIUS Access-Request's twin)",
        security: [{ device: [] }],
        body: ZHotspotAuthorizeRequestSchema,
        response: { 200: ZHotspotAuthorizeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const box = await boxOf(currentDevice(request).routerId);
      const body = request.body;
      const clientMac = normalizeMac(body.client_mac)!;
      const answer = await authorizeGuest(
        app.deps.database,
        box,
        { code: body.code, clientMac, clientIp: body.client_ip ?? null },
        {
          now: app.deps.clock.now(),
          interimInterval: app.deps.config.radius.interimSeconds,
          failures,
          // The same budgets as the box's RADIUS logins: it is the same box and the same devices.
          guard: { throttle, keys: guessKeysOfBox(box, clientMac) },
        },
      );
      return answer.accept
        ? {
            accept: true as const,
            session_timeout: answer.sessionTimeout,
            interim_interval: answer.interimInterval,
            bandwidth_down: answer.bandwidthDown,
            bandwidth_up: answer.bandwidthUp,
          }
        : { accept: false as const, reply_message: answer.message };
    },
  );

  r.post(
    '/hotspot/accounting',
    {
      config: { auth: 'device', rateLimit },
      schema: {
        tags,
        summary: "A guest session's start, interim update or stop (RADIUS Accounting-Request's twin)",
        security: [{ device: [] }],
        body: ZHotspotAccountingRequestSchema,
        response: { 200: ZHotspotAccountingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const box = await boxOf(currentDevice(request).routerId);
      const body = request.body;
      await writer.write(
        toSessionWrite(
          box,
          {
            statusType: body.status_type,
            acctSessionId: body.acct_session_id,
            code: body.code ?? null,
            clientMac: normalizeMac(body.client_mac)!,
            clientIp: body.client_ip ?? null,
            sessionTime: body.session_time,
            bytesIn: body.bytes_in,
            bytesOut: body.bytes_out,
            terminateCause: body.terminate_cause ?? null,
            // A box without RADIUS takes no Disconnect-Request: nothing to send one to.
            nasAddress: null,
          },
          app.deps.clock.now(),
        ),
      );
      return { recorded: true as const, interim_interval: app.deps.config.radius.interimSeconds };
    },
  );
}
