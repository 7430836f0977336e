import { and, eq, isNull } from 'drizzle-orm';
import type { TAssistantProposal } from '@ared/contract/assistant';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import type { LlmProposal } from './llm';
import { newHandle } from './conversation';
import { assistantProposals } from './schema';
import type { AssistantCaller, AssistantTool, WriteTool } from './tools/types';

/**
 * How long a proposal may be confirmed: long enough to read it and click, short enough that the situation
 * it was proposed for (a voucher still valid, an SME still late) has not moved on.
 */
export const PROPOSAL_TTL_MS = 15 * 60 * 1000;
export const PROPOSAL_EXPIRED = 'This proposal has expired. Ask the assistant again.';
export const PROPOSAL_USED = 'This proposal was already confirmed.';

type User = Extract<AssistantCaller, { kind: 'user' }>;
export type Proposal = typeof assistantProposals.$inferSelect;

/** Keeps what the model asked to change; nothing runs until the same user confirms it. */
export async function storeProposals(
  db: Db,
  conversationId: number,
  caller: User,
  proposals: readonly LlmProposal[],
  now: Date,
): Promise<TAssistantProposal[]> {
  if (proposals.length === 0) return [];
  const expiresAt = new Date(now.getTime() + PROPOSAL_TTL_MS);
  const rows = await db
    .insert(assistantProposals)
    .values(
      proposals.map((p) => ({
        id: newHandle(),
        conversationId,
        userId: caller.userId,
        partnerId: caller.partnerId,
        tool: p.tool,
        args: p.args ?? null,
        summary: p.summary,
        created: now,
        expiresAt,
      })),
    )
    .returning();
  return rows.map((row) => ({
    id: row.id,
    action: row.tool,
    summary: row.summary,
    expires_at: row.expiresAt.toISOString(),
  }));
}

/**
 * The caller's proposal, still open. Another user's (or partner's) proposal answers 404 as if there were
 * none; a used or expired one 409 with what to do.
 */
export async function openProposal(db: Db, caller: User, id: string, now: Date): Promise<Proposal> {
  const [row] = await db
    .select()
    .from(assistantProposals)
    .where(
      and(
        eq(assistantProposals.id, id),
        eq(assistantProposals.userId, caller.userId),
        eq(assistantProposals.partnerId, caller.partnerId),
      ),
    );
  if (!row) throw notFound();
  if (row.confirmedAt) throw new HttpError(409, PROPOSAL_USED);
  if (row.expiresAt.getTime() <= now.getTime()) throw new HttpError(409, PROPOSAL_EXPIRED);
  return row;
}

/** Marks it confirmed in the one statement that checks it still is not: a double click runs it once. */
export async function claimProposal(db: Db, id: string, now: Date): Promise<void> {
  const [claimed] = await db
    .update(assistantProposals)
    .set({ confirmedAt: now })
    .where(and(eq(assistantProposals.id, id), isNull(assistantProposals.confirmedAt)))
    .returning({ id: assistantProposals.id });
  if (!claimed) throw new HttpError(409, PROPOSAL_USED);
}

export async function recordOutcome(db: Db, id: string, outcome: string): Promise<void> {
  await db.update(assistantProposals).set({ outcome }).where(eq(assistantProposals.id, id));
}

/** The write tool a proposal names, from the registry the app runs with; gone since → null. */
export const writeToolNamed = (tools: readonly AssistantTool[], name: string): WriteTool | null =>
  (tools.find((tool) => tool.kind === 'write' && tool.name === name) as WriteTool | undefined) ?? null;
