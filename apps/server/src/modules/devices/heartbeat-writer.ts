import type { Db } from '../../db/client';
import { type GroupCommit, createGroupCommit } from '../../lib/group-commit';
import { type PreparedHeartbeat, writeHeartbeats } from './heartbeat-service';

/**
 * Heartbeats written by group commit (lib/group-commit): each request is answered only after its rows are
 * committed, and thousands of boxes reporting every 30 s become a few dozen transactions a second.
 */
export function createHeartbeatWriter(
  db: Db,
  options?: { maxWaitMs?: number; maxBatch?: number; onBatch?: (size: number) => void },
) {
  return createGroupCommit<PreparedHeartbeat>((heartbeats) => writeHeartbeats(db, heartbeats), options);
}
export type HeartbeatWriter = GroupCommit<PreparedHeartbeat>;
