import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
  ZPartnerSettingChangePageSchema,
  ZPartnerSettingHistoryQuerySchema,
  ZPartnerSettingsSchema,
  ZPartnerSettingsUpdateRequestSchema,
  ZPartnerSettingsUpdateResponseSchema,
  partnerSettingsGroupProblem,
} from '@ared/contract/partner-settings';
import { currentUser, ownPartnerId } from '../../plugins/auth/caller';
import { badRequest } from '../../lib/http-errors';
import { pagedList } from '../../lib/list/paged-list';
import { type NasDirectory, type SpeedChangeDelivery, tellBoxesNewSpeedLimits } from '../guest-access';
import { forgetPartners } from '../auth';
import { readPartnerSettings } from './settings';
import { recordSpeedChangeDelivery, settingHistorySource } from './settings-history';
import { updatePartnerSettings } from './settings-update';

const errors = { 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** The add-ons and their settings are the Shiriki Add-On page, which the Kiosk plan lacks (decision 011). */
const shiriki = { plan: 'shiriki' } as const;

/**
 * Partner settings (part 2 §7, decision 063): the add-on flags, the Web App Login fields, Auto-Connect and
 * the speed limits, and the history of their changes. Another partner's id answers 404 (decision 003).
 */
export async function partnerSettingsRoutes(
  app: FastifyInstance,
  { nas }: { nas: NasDirectory },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['partners'];
  r.get(
    '/partners/:id/',
    {
      schema: {
        tags,
        summary:
          "The partner's add-on flags, Web App Login fields, Auto-Connect and speed limits (Mbps, null: unlimited)",
        params: ZIdParamsSchema,
        response: { 200: ZPartnerSettingsSchema, ...errors },
      },
    },
    async (request) => readPartnerSettings(db(), ownPartnerId(request, request.params.id)),
  );
  r.patch(
    '/partners/:id/',
    {
      config: { requires: { ...shiriki, role: 'partner_admin', action: 'change the partner settings' } },
      schema: {
        tags,
        summary:
          'Changes one add-on flag, or the Web App Login fields (collect_*), or auto_connect_on_qr_scan and the speed limits; recorded in the history. A speed change is sent to the boxes with live sessions (CoA, RFC 5176) and `speed_change` counts their answers',
        params: ZIdParamsSchema,
        body: ZPartnerSettingsUpdateRequestSchema,
        response: { 200: ZPartnerSettingsUpdateResponseSchema, 400: ZBadRequestSchema, ...errors },
      },
    },
    async (request) => {
      const partnerId = ownPartnerId(request, request.params.id);
      const problem = partnerSettingsGroupProblem(request.body);
      if (problem) throw badRequest(problem);
      const user = currentUser(request);
      const update = await updatePartnerSettings(
        db(),
        partnerId,
        { userId: user.id, email: user.email },
        request.body,
        app.deps.clock,
      );
      // The sessions keep their partner's flags a few seconds: an add-on switched on or off holds for every
      // user of the partner from their next request (decision 066).
      if (update.changeId !== null) forgetPartners([partnerId]);
      let speedChange: SpeedChangeDelivery | null = null;
      if (update.speedsChanged && update.changeId !== null) {
        // New logins get the new limits at once; live sessions through their boxes, and the answers are
        // kept on the history entry so the partner sees which boxes still apply the old limit.
        nas.clear();
        speedChange = await tellBoxesNewSpeedLimits(app.deps, partnerId);
        await recordSpeedChangeDelivery(db(), update.changeId, speedChange);
      }
      const settings = await readPartnerSettings(db(), partnerId);
      return { ...settings, speed_change: speedChange };
    },
  );
  r.get(
    '/partners/:id/settings-history/',
    {
      config: { requires: shiriki },
      schema: {
        tags,
        summary:
          'Who changed which partner setting and when, newest first; `field` (comma-separated) keeps the changes that touched any of them',
        params: ZIdParamsSchema,
        querystring: ZPartnerSettingHistoryQuerySchema,
        response: { 200: ZPartnerSettingChangePageSchema, 400: ZBadRequestSchema, ...errors },
      },
    },
    async (request) => {
      const partnerId = ownPartnerId(request, request.params.id);
      const q = request.query;
      const source = settingHistorySource(db(), partnerId, q.field);
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
}
