import type { Database } from '../../db/client';
import { type GroupCommit, createGroupCommit } from '../../lib/group-commit';
import { type SessionWrite, writeSessions } from './accounting';

/**
 * Accounting written by group commit (lib/group-commit, as heartbeats are, decision 008): each packet is
 * acknowledged (Accounting-Response, HTTP 200) only once stored, as RFC 2866 asks.
 *
 * On PostgreSQL the writes go through `lanes` group commits side by side (2), a box always through the same
 * one (decision 046): one box's packets stay in order, and two lanes never write the same session or the
 * same box-hour of the analytics queue. Lanes of one partner meet only on its kept counts, which the
 * triggers lock per partner at the end of each statement (drizzle 0019). The embedded database runs one
 * statement at a time, so it gets one lane.
 */
export function createAccountingWriter(
  database: Database,
  {
    lanes = database.engine === 'pglite' ? 1 : 2,
    ...options
  }: { lanes?: number; maxWaitMs?: number; maxBatch?: number; onBatch?: (size: number) => void } = {},
): AccountingWriter {
  const commits = Array.from({ length: Math.max(1, lanes) }, () =>
    createGroupCommit<SessionWrite>((writes) => writeSessions(database, writes), options),
  );
  return {
    write: (item) => commits[item.routerId % commits.length]!.write(item),
    drain: async () => {
      await Promise.all(commits.map((commit) => commit.drain()));
    },
  };
}
export type AccountingWriter = GroupCommit<SessionWrite>;
