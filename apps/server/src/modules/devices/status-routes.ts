import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZDeviceStatusResponseSchema,
  ZSerialNumberSchema,
  ZServiceStatusResponseSchema,
} from '@ared/contract/devices';
import { ownPartnerId } from '../../plugins/auth/caller';
import { deviceStatus, serviceStatus } from './status-queries';

const MAX_SERIALS = 1000;
const serialList = z.pipe(
  z.pipe(
    z.union([ZSerialNumberSchema, z.array(ZSerialNumberSchema)]),
    z.transform((v) => (Array.isArray(v) ? v : [v])),
  ),
  z.array(z.string()).check(z.maxLength(MAX_SERIALS, `At most ${MAX_SERIALS} serial numbers.`)),
);

/** `serial_numbers[]=A&serial_numbers[]=B` as the spec sends it; `serial_numbers=` and `name=` work too. */
const ZSerialsQuerySchema = z.pipe(
  z.object({
    'serial_numbers[]': z.optional(serialList),
    serial_numbers: z.optional(serialList),
    name: z.optional(serialList),
  }),
  z.transform((q) => [
    ...new Set([...(q['serial_numbers[]'] ?? []), ...(q.serial_numbers ?? []), ...(q.name ?? [])]),
  ]),
);

export async function deviceStatusRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['devices'];
  r.get(
    '/device-status/',
    {
      config: { requires: { plan: 'routers' } },
      schema: {
        tags,
        summary: "Online state, last contact and OTA progress of the partner's routers, keyed by serial",
        querystring: ZSerialsQuerySchema,
        response: {
          200: ZDeviceStatusResponseSchema,
          400: ZBadRequestSchema,
          401: ZDetailSchema,
          403: ZDetailSchema,
          404: ZDetailSchema,
        },
      },
    },
    async (request) => deviceStatus(app.deps.database, ownPartnerId(request), request.query),
  );
  r.get(
    '/service-status/',
    {
      config: { requires: { plan: 'routers' } },
      schema: {
        tags,
        summary:
          "Services and system metrics from the last heartbeat of the partner's routers, keyed by serial",
        querystring: ZSerialsQuerySchema,
        response: {
          200: ZServiceStatusResponseSchema,
          400: ZBadRequestSchema,
          401: ZDetailSchema,
          403: ZDetailSchema,
          404: ZDetailSchema,
        },
      },
    },
    async (request) => serviceStatus(app.deps.database.db, ownPartnerId(request), request.query),
  );
}
