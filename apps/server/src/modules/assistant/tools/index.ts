import type { AppDeps } from '../../../types';
import { boxHealthTool } from './box-health';
import { billingTool } from './billing';
import { helpTool } from './help';
import { revokeVoucherTool } from './revoke-voucher';
import { routerStatusTool } from './router-status';
import { summaryTool } from './summary';
import { supportTool } from './support';
import { suspendSmeTool } from './suspend-sme';
import type { AssistantCaller, AssistantTool, ToolContext } from './types';
import { wifiUsageTool } from './wifi-usage';

export { refusalOf, refusalWith } from './access';
export { UNKNOWN_BOX_TITLE, findOwnBox } from './box-health';
export { helpResult } from './help';
export { PAGE } from './links';

/**
 * The assistant's typed tools (issue 31): the offline intents and the LLM pick from this one list. Reads
 * run when asked; writes only become proposals the signed-in user confirms.
 */
export const ASSISTANT_TOOLS: readonly AssistantTool[] = [
  summaryTool,
  routerStatusTool,
  boxHealthTool,
  wifiUsageTool,
  billingTool,
  supportTool,
  helpTool,
  revokeVoucherTool,
  suspendSmeTool,
];

export const toolNamed = (name: string): AssistantTool | undefined =>
  ASSISTANT_TOOLS.find((t) => t.name === name);

/**
 * What a tool runs with for a signed-in partner user: the app's clock reading and the partners' zone (the
 * billing time zone, in which the Analytics page counts its days), so "today" is the page's today.
 */
export function toolContextFor(
  deps: AppDeps,
  caller: Extract<AssistantCaller, { kind: 'user' }>,
  now: Date,
): ToolContext {
  return { deps, caller, now, timeZone: deps.config.billing.timeZone };
}
