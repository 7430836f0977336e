import { HttpError, forbidden } from '../../lib/http-errors';
import type { AppDeps } from '../../types';
import type { CallerPartner } from '../../plugins/auth/caller';
import { addLines } from './conversation';
import { claimProposal, openProposal, recordOutcome, writeToolNamed } from './proposals';
import { refusalWith, toolContextFor } from './tools';
import type { AssistantCaller, AssistantTool } from './tools/types';

export const ACTION_GONE = 'This action is no longer available.';
export const PROPOSAL_INVALID = 'This proposal cannot be run: its details are no longer valid.';

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
  const refusal = refusalWith(partner, caller.role, tool);
  if (refusal) throw forbidden(refusal);
  const args = tool.args.safeParse(proposal.args);
  if (!args.success) throw new HttpError(409, PROPOSAL_INVALID);
  await claimProposal(db, id, now);
  const ctx = toolContextFor(deps, caller, now);
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
