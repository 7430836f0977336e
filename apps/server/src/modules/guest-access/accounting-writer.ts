import type { Database } from '../../db/client';
import { type GroupCommit, createGroupCommit } from '../../lib/group-commit';
import { type SessionWrite, writeSessions } from './accounting';

/**
 * Accounting written by group commit (lib/group-commit, as heartbeats are, decision 008): each packet is
 * acknowledged (Accounting-Response, HTTP 200) only once stored, as RFC 2866 asks.
 */
export function createAccountingWriter(
  database: Database,
  options?: { maxWaitMs?: number; maxBatch?: number },
) {
  return createGroupCommit<SessionWrite>((writes) => writeSessions(database, writes), options);
}
export type AccountingWriter = GroupCommit<SessionWrite>;
