import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  ZBadRequestSchema,
  ZDetailSchema,
  ZIdParamsSchema,
  digitsParam,
  idField,
} from '@ared/contract/common';
import {
  HOTEL_STAY_CSV_MAX_BYTES,
  HOTEL_STAY_CSV_TEMPLATE,
  ZHotelStayCreateRequestSchema,
  ZHotelStayImportRequestSchema,
  ZHotelStayImportResultSchema,
  ZHotelStayListQuerySchema,
  ZHotelStayPageSchema,
  ZHotelStaySchema,
  ZHotelStayUpdateRequestSchema,
} from '@ared/contract/hotel-stays';
import { pagedList } from '../../lib/list/paged-list';
import { ownPartnerId } from '../../plugins/auth/caller';
import { importStays } from './csv-import';
import { checkOutStay, createStay, deleteStay, stayListSource, updateStay } from './stays';

const errors = {
  400: ZBadRequestSchema,
  401: ZDetailSchema,
  403: ZDetailSchema,
  404: ZDetailSchema,
  409: ZDetailSchema,
  413: ZDetailSchema,
};
/**
 * Every call needs the HMS add-on (403 when it is off). Stays are the front desk's daily work, so partner
 * staff change them as admins do (decision 068): a stay gives Wi-Fi only to the guest in the room.
 */
const hms = { requires: { flag: 'has_hms_addon_enabled' } } as const;
const ZPartnerQuerySchema = z.object({ partner: z.optional(digitsParam(idField())) });
/** The JSON body holds the whole file: its own limit, with room for the JSON around it. */
const IMPORT_BODY_LIMIT = HOTEL_STAY_CSV_MAX_BYTES * 2 + 4096;

export async function hotelStayRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['hotel-stays'];

  r.get(
    '/hotel-stays/',
    {
      config: hms,
      schema: {
        tags,
        summary:
          "The partner's hotel stays by check-in: open (current and upcoming, the default), current, upcoming, ended or all; by realm and room",
        querystring: ZHotelStayListQuerySchema,
        response: { 200: ZHotelStayPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.partner);
      const source = await stayListSource(deps, partnerId, { realm: q.realm, room: q.room, state: q.state });
      return pagedList(request, deps.database.db, { page: q.page, pageSize: q.page_size }, source);
    },
  );

  r.post(
    '/hotel-stays/',
    {
      config: hms,
      schema: {
        tags,
        summary:
          "Add a stay: realm, room number, last name, first name (optional), check-in and check-out as YYYY-MM-DD HH:mm in the partners' time zone (or ISO with an offset)",
        querystring: ZPartnerQuerySchema,
        body: ZHotelStayCreateRequestSchema,
        response: { 201: ZHotelStaySchema, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = ownPartnerId(request, request.query.partner);
      return reply.code(201).send(await createStay(deps, partnerId, request.body));
    },
  );

  r.get(
    '/hotel-stays/template/',
    {
      config: hms,
      schema: {
        tags,
        summary: 'The CSV template of an import: its header and one example row',
        produces: ['text/csv'],
        response: { 200: z.string().check(z.describe('text/csv')), ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="hotel-stays-template.csv"')
        .send(HOTEL_STAY_CSV_TEMPLATE),
  );

  r.post(
    '/hotel-stays/import/',
    {
      config: hms,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Import a CSV of stays into one realm, whole file or nothing: a file with a bad row answers 400 with each bad row's errors under `line N` and stores nothing; rows already stored are skipped",
        querystring: ZPartnerQuerySchema,
        body: ZHotelStayImportRequestSchema,
        response: { 200: ZHotelStayImportResultSchema, ...errors },
      },
    },
    async (request) => importStays(deps, ownPartnerId(request, request.query.partner), request.body),
  );

  r.patch(
    '/hotel-stays/:id/',
    {
      config: hms,
      schema: {
        tags,
        summary:
          "Change a stay; a later check-out lengthens the guest's access, an earlier one or another room or name ends it",
        params: ZIdParamsSchema,
        querystring: ZPartnerQuerySchema,
        body: ZHotelStayUpdateRequestSchema,
        response: { 200: ZHotelStaySchema, ...errors },
      },
    },
    async (request) =>
      updateStay(deps, ownPartnerId(request, request.query.partner), request.params.id, request.body),
  );

  r.post(
    '/hotel-stays/:id/check-out/',
    {
      config: hms,
      schema: {
        tags,
        summary:
          "Check the guest out now: the stay ends and the guest's Wi-Fi access with it (409 once ended)",
        params: ZIdParamsSchema,
        querystring: ZPartnerQuerySchema,
        response: { 200: ZHotelStaySchema, ...errors },
      },
    },
    async (request) => checkOutStay(deps, ownPartnerId(request, request.query.partner), request.params.id),
  );

  r.delete(
    '/hotel-stays/:id/',
    {
      config: hms,
      schema: {
        tags,
        summary: 'Delete a stay (a guest online with it goes offline)',
        params: ZIdParamsSchema,
        querystring: ZPartnerQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteStay(deps, ownPartnerId(request, request.query.partner), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
