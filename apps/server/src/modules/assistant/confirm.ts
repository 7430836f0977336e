import { addOnNotActive } from '@ared/contract/add-ons';
import { PLAN_NOT_INCLUDED, isPartnerAdmin, planIncludes } from '@ared/contract/plans';
import { HttpError, forbidden } from '../../lib/http-errors';
import type { AppDeps } from '../../types';
import { onlyPartnerAdmin } from '../../plugins/auth/requires';
import type { CallerPartner } from '../../plugins/auth/caller';
import { addLines } from './conversation';
import { claimProposal, openProposal, recordOutcome, writeToolNamed } from './proposals';
import { toolContextOf } from './tool-context';
import type { AssistantCaller, AssistantTool } from './tools/types';

export const ACTION_GONE = 'This action is no longer available.';
export const PROPOSAL_INVALID = 'This proposal cannot be run: its details are no longer valid.';

/** What the 403 says a staff member cannot do: "Only a partner admin can make this change." */
const ADMIN_ACTION = 'make this change';

type User = Extract<AssistantCaller, { kind: 'user' }>;

/**
 * Runs a proposal the user confirms, as that user now (issue 31 §4): the same role, plan and add-on rules
 * as the route that makes the change by hand (plugins/auth/requires), checked when it runs, not when it
 * was proposed, so a user demoted or a plan lowered since cannot run it. A refusal changes nothing; a
 * refusal of the tool itself (the module's HttpError: a voucher already used) is the outcome the user reads.
 */
export async function confirmProposal(
  deps: AppDeps,
  tools: readonly AssistantTool[],
  caller: User,
  partner: CallerPartner,
  id: string,
): Promise<{ ok: boolean; reply: string }> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const proposal = await openProposal(db, caller, id, now);
  const tool = writeToolNamed(tools, proposal.tool);
  if (!tool) throw new HttpError(409, ACTION_GONE);
  if (tool.role === 'partner_admin' && !isPartnerAdmin(caller.role))
    throw forbidden(onlyPartnerAdmin(ADMIN_ACTION));
  if (tool.plan !== undefined && !planIncludes(partner.plan, tool.plan)) throw forbidden(PLAN_NOT_INCLUDED);
  if (tool.flag !== undefined && !partner.flags[tool.flag]) throw forbidden(addOnNotActive(tool.flag));
  const args = tool.args.safeParse(proposal.args);
  if (!args.success) throw new HttpError(409, PROPOSAL_INVALID);
  await claimProposal(db, id, now);
  const ctx = toolContextOf(deps, caller, now);
  let outcome: { ok: boolean; reply: string };
  try {
    outcome = { ok: true, reply: await tool.run(ctx, args.data) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    outcome = { ok: false, reply: error.detail };
  }
  await recordOutcome(db, id, outcome.reply);
  await addLines(db, proposal.conversationId, [{ sender: 'bot', text: outcome.reply }], now);
  return outcome;
}
