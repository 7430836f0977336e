import { addOnNotActive } from '@ared/contract/add-ons';
import { PLAN_NOT_INCLUDED, isPartnerAdmin, planIncludes } from '@ared/contract/plans';
import { type CallerPartner, loadPartnerAccess } from '../../../plugins/auth/caller';
import { onlyPartnerAdmin } from '../../../plugins/auth/requires';
import type { AssistantTool, ToolContext } from './types';

/** Whether the tool needs the partner's plan or add-ons to decide (reads need none when they name neither). */
export const needsPartnerAccess = (tool: AssistantTool): boolean =>
  tool.plan !== undefined || tool.flag !== undefined;

/**
 * Why a caller of this role, at this partner, may not use the tool, or null when they may: the same rules,
 * in the same order and with the same texts, as a route's `config.requires` (decision 011): role, then
 * plan area, then add-on. `partner` may be null only for a tool that does not need it.
 */
export function refusalWith(partner: CallerPartner | null, role: string, tool: AssistantTool): string | null {
  if (tool.kind === 'write' && tool.role === 'partner_admin' && !isPartnerAdmin(role))
    return onlyPartnerAdmin(tool.action ?? 'make this change');
  if (!needsPartnerAccess(tool)) return null;
  if (!partner) return PLAN_NOT_INCLUDED;
  if (tool.plan !== undefined && !planIncludes(partner.plan, tool.plan)) return PLAN_NOT_INCLUDED;
  if (tool.flag !== undefined && !partner.flags[tool.flag]) return addOnNotActive(tool.flag);
  return null;
}

/**
 * refusalWith, the partner read now: when a tool runs and again when a proposal is confirmed, never
 * remembered from an earlier answer.
 */
export async function refusalOf(ctx: ToolContext, tool: AssistantTool): Promise<string | null> {
  const partner = needsPartnerAccess(tool)
    ? await loadPartnerAccess(ctx.deps.database, ctx.caller.partnerId)
    : null;
  return refusalWith(partner, ctx.caller.role, tool);
}
