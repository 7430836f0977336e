import { loadPartnerAccess } from '../../../plugins/auth/caller';
import { needsPartnerAccess, refusalWith } from '../tools/access';
import type { AssistantTool, ToolContext } from '../tools/types';
import type { FunctionTool } from './wire';

/**
 * The tools the model is offered: those the caller could use on the dashboard. A read needs the plan area
 * and add-on its page needs; a change also the role (a staff member is not offered what only an admin may
 * confirm). The confirm step checks all of it again when the change runs; this keeps the model from
 * reading what the page would refuse and from proposing what the user could never confirm.
 */
export async function toolsOffered(
  ctx: ToolContext,
  tools: readonly AssistantTool[],
): Promise<Map<string, AssistantTool>> {
  // One read of the partner for every tool: the same rules as refusalOf, which checks again at run time.
  const partner = tools.some(needsPartnerAccess)
    ? await loadPartnerAccess(ctx.deps.database, ctx.caller.partnerId)
    : null;
  const offered = new Map<string, AssistantTool>();
  for (const tool of tools)
    if (refusalWith(partner, ctx.caller.role, tool) === null) offered.set(tool.name, tool);
  return offered;
}

/** The tools as the request's `tools`: functions with their name, description and arguments' schema. */
export function functionTools(offered: ReadonlyMap<string, AssistantTool>): FunctionTool[] {
  return [...offered.values()].map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));
}
