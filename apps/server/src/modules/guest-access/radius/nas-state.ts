import type { Database } from '../../../db/client';
import { preparedSql } from '../../../db/prepared';
import type { Box } from '../nas';

const MARK_SEEN_SQL = `insert into radius_nas_states (router_id, message_authenticator_seen_at) values ($1, $2)
on conflict (router_id) do update set message_authenticator_seen_at =
  coalesce(radius_nas_states.message_authenticator_seen_at, excluded.message_authenticator_seen_at)`;

/**
 * The box sent its first Message-Authenticator: from now on ('auto') its Access-Requests must carry one
 * (decision 045). Marked on the cached box at once, so the next packet is held to it, and stored once.
 */
export async function markMessageAuthenticatorSeen(database: Database, box: Box, now: Date): Promise<void> {
  if (box.messageAuthenticatorSeen) return;
  box.messageAuthenticatorSeen = true;
  await preparedSql(database, MARK_SEEN_SQL)([box.routerId, now.toISOString()]);
}
