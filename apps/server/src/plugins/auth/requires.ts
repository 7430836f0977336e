import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addOnNotActive } from '@ared/contract/add-ons';
import { PLAN_NOT_INCLUDED, isPartnerAdmin, planIncludes } from '@ared/contract/plans';
import { analyticsTabAllowed } from '@ared/contract/analytics';
import { forbidden } from '../../lib/http-errors';
import type { RouteRequires } from '../../types';
import { callerPartner, currentUser } from './caller';

/** The 403 detail of an action only a partner admin may take ("issue device keys"). */
export const onlyPartnerAdmin = (action: string) => `Only a partner admin can ${action}.`;

/** Refuses a caller who is not a partner admin; for rules that depend on the body (an SME's fields). */
export function assertPartnerAdmin(request: FastifyRequest, action: string): void {
  if (!isPartnerAdmin(currentUser(request).role)) throw forbidden(onlyPartnerAdmin(action));
}

/**
 * A route's `config.requires`, checked once after authentication and before the body is read, so a refused
 * call changes nothing (decision 011). The role first: it needs no database read.
 */
export async function enforceRequires(
  app: FastifyInstance,
  request: FastifyRequest,
  requires: RouteRequires,
): Promise<void> {
  if (requires.role === 'partner_admin') assertPartnerAdmin(request, requires.action);
  if (requires.plan === undefined && requires.flag === undefined && requires.analyticsTab === undefined)
    return;
  const partner = await callerPartner(app, request);
  if (requires.plan !== undefined && !planIncludes(partner.plan, requires.plan))
    throw forbidden(PLAN_NOT_INCLUDED);
  if (requires.analyticsTab !== undefined && !analyticsTabAllowed(partner.plan, requires.analyticsTab))
    throw forbidden(PLAN_NOT_INCLUDED);
  if (requires.flag !== undefined && !partner.flags[requires.flag])
    throw forbidden(addOnNotActive(requires.flag));
}

/** How a requirement reads in the OpenAPI document (each operation's description and `x-requires`). */
export function describeRequires(requires: RouteRequires | undefined): string | undefined {
  if (!requires) return undefined;
  const parts = [
    requires.role === 'partner_admin' && `partner admin (${onlyPartnerAdmin(requires.action)})`,
    requires.plan && `plan area \`${requires.plan}\``,
    requires.flag && `add-on \`${requires.flag}\``,
    requires.analyticsTab && `Analytics tab \`${requires.analyticsTab}\``,
  ].filter(Boolean);
  return parts.length > 0 ? `Requires: ${parts.join('; ')}.` : undefined;
}
