import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TPartnerFeatureFlag, TPartnerPlan } from '@ared/contract/plans';
import { partners } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../types';
import { NOT_AUTHENTICATED } from './dashboard-user';

/** The signed-in user of a route that runs behind a dashboard strategy. */
export function currentUser(request: FastifyRequest): AuthUser & { partnerId: number } {
  if (!request.user || request.user.partnerId === null) throw new HttpError(401, NOT_AUTHENTICATED);
  return request.user as AuthUser & { partnerId: number };
}

/**
 * The caller's partner: the one place a route gets it from. A partner id the request names (`partner=`,
 * a body `partner` or a path parameter) that is not the caller's answers 404, as if it did not exist, and
 * nothing is touched (decision 003). The auth hook already refuses such ids in queries and bodies.
 */
export function ownPartnerId(request: FastifyRequest, named?: number | undefined): number {
  const { partnerId } = currentUser(request);
  if (named !== undefined && named !== partnerId) throw notFound();
  return partnerId;
}

export type CallerPartner = {
  id: number;
  plan: TPartnerPlan;
  flags: Record<TPartnerFeatureFlag, boolean>;
};

// Read at most once per request; the entry goes with the request object.
const partnerOfRequest = new WeakMap<FastifyRequest, Promise<CallerPartner>>();

/** The caller's partner row (plan and feature flags), read from the database once per request. */
export function callerPartner(app: FastifyInstance, request: FastifyRequest): Promise<CallerPartner> {
  let pending = partnerOfRequest.get(request);
  if (!pending) {
    pending = loadPartner(app, ownPartnerId(request));
    partnerOfRequest.set(request, pending);
  }
  return pending;
}

async function loadPartner(app: FastifyInstance, partnerId: number): Promise<CallerPartner> {
  const [row] = await app.deps.database.db.select().from(partners).where(eq(partners.id, partnerId)).limit(1);
  if (!row) throw new HttpError(401, NOT_AUTHENTICATED);
  return {
    id: row.id,
    plan: row.plan,
    flags: {
      has_voucher_sms_feature_enabled: row.hasVoucherSmsFeatureEnabled,
      has_food_drink_menu_feature_enabled: row.hasFoodDrinkMenuFeatureEnabled,
      has_autoconnect_addon_enabled: row.hasAutoconnectAddonEnabled,
      has_token_purchase_addon_enabled: row.hasTokenPurchaseAddonEnabled,
      has_queue_management_addon_enabled: row.hasQueueManagementAddonEnabled,
      has_survey_addon_enabled: row.hasSurveyAddonEnabled,
      has_hms_addon_enabled: row.hasHmsAddonEnabled,
      has_web_app_login_enabled: row.hasWebAppLoginEnabled,
      has_camera_solution_addon_enabled: row.hasCameraSolutionAddonEnabled,
      has_open_captive_portal: row.hasOpenCaptivePortal,
      has_entertainment_enabled: row.hasEntertainmentEnabled,
    },
  };
}
