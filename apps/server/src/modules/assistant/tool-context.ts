import type { AppDeps } from '../../types';
import type { AssistantCaller, ToolContext } from './tools/types';

/**
 * What a tool runs with. The partners' calendar is the platform's one zone today (BILLING_TIME_ZONE, the
 * same one `users/me` gives the dashboard), so "today" in an answer is the dashboard's today.
 */
export const toolContextOf = (
  deps: AppDeps,
  caller: Extract<AssistantCaller, { kind: 'user' }>,
  now: Date,
): ToolContext => ({ deps, caller, now, timeZone: deps.config.billing.timeZone });
