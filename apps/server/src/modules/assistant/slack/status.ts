import { desc, eq } from 'drizzle-orm';
import type { TSupportWorkspaceThread } from '@ared/contract/assistant';
import type { Db } from '../../../db/client';
import { assistantSlackThreads as t } from '../schema';

/**
 * What the support inbox shows of a conversation's workspace thread (its latest escalation's): agents see
 * that Slack is failing (and why) without reading the server's log, and answer in the inbox meanwhile.
 */
export async function workspaceThreadOf(
  db: Db,
  conversationId: number,
): Promise<TSupportWorkspaceThread | null> {
  const [thread] = await db
    .select()
    .from(t)
    .where(eq(t.conversationId, conversationId))
    .orderBy(desc(t.id))
    .limit(1);
  if (!thread) return null;
  return {
    channel_id: thread.channelId,
    thread_ts: thread.threadTs,
    state:
      thread.failure !== null
        ? 'failing'
        : thread.closedAt !== null
          ? 'closed'
          : thread.threadTs !== null
            ? 'posted'
            : 'posting',
    failure: thread.failure,
    failing_since: thread.failingSince?.toISOString() ?? null,
  };
}
