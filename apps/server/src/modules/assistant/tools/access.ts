import { addOnNotActive } from '@ared/contract/add-ons';
import { PLAN_NOT_INCLUDED, isPartnerAdmin, planIncludes } from '@ared/contract/plans';
import { partnerAccess } from '../../partners';
import { onlyPartnerAdmin } from '../../../plugins/auth/requires';
import type { AssistantTool, ToolContext } from './types';

/**
 * Why the caller may not use this tool, or null when they may: the same rules, in the same order and with
 * the same texts, as a route's `config.requires` (decision 011): role, then plan area, then add-on. Read
 * when a tool runs (and again when a proposal is confirmed), never remembered from an earlier answer.
 */
export async function refusalOf(ctx: ToolContext, tool: AssistantTool): Promise<string | null> {
  if (tool.kind === 'write' && tool.role === 'partner_admin' && !isPartnerAdmin(ctx.caller.role))
    return onlyPartnerAdmin(tool.action ?? `use ${tool.name}`);
  if (tool.plan === undefined && tool.flag === undefined) return null;
  const access = await partnerAccess(ctx.deps.database.db, ctx.caller.partnerId);
  if (!access) return PLAN_NOT_INCLUDED;
  if (tool.plan !== undefined && !planIncludes(access.plan, tool.plan)) return PLAN_NOT_INCLUDED;
  if (tool.flag !== undefined && !access.flags[tool.flag]) return addOnNotActive(tool.flag);
  return null;
}
