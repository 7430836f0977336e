import { and, eq, sql } from 'drizzle-orm';
import type { TMessageAuthenticatorPolicy, TRouterRadiusStatus } from '@ared/contract/router-radius';
import { ROUTER_NOT_FOUND } from '@ared/contract/routers';
import type { Db } from '../../db/client';
import { radiusNasStates } from './schema';
import { routers } from '../routers/schema';
import { notFound } from '../../lib/http-errors';
import type { NasDirectory } from './nas';

/**
 * A box's RADIUS status for its partner (issue 27 §6): the Message-Authenticator policy and the last problem
 * its packets had. A box without a radius_nas_states row is 'auto', never seen, without problems. Another
 * partner's router, or none, answers 404.
 */
export async function radiusStatusOf(
  db: Db,
  partnerId: number,
  routerId: number,
): Promise<TRouterRadiusStatus> {
  const [row] = await db
    .select({
      router: routers.id,
      hasSecret: sql<boolean>`${routers.radiusSecretSealed} is not null`,
      policy: radiusNasStates.requireMessageAuthenticator,
      seenAt: radiusNasStates.messageAuthenticatorSeenAt,
      problem: radiusNasStates.lastProblem,
      problemAt: radiusNasStates.lastProblemAt,
      problemCount: radiusNasStates.lastProblemCount,
    })
    .from(routers)
    .leftJoin(radiusNasStates, eq(radiusNasStates.routerId, routers.id))
    .where(and(eq(routers.id, routerId), eq(routers.partnerId, partnerId)))
    .limit(1);
  if (!row) throw notFound(ROUTER_NOT_FOUND);
  const policy = row.policy ?? 'auto';
  return {
    router: row.router,
    has_secret: row.hasSecret,
    require_message_authenticator: policy,
    message_authenticator_seen_at: row.seenAt?.toISOString() ?? null,
    message_authenticator_required: policy === 'yes' || row.seenAt !== null,
    last_problem:
      row.problem && row.problemAt
        ? { problem: row.problem, at: row.problemAt.toISOString(), count: row.problemCount ?? 0 }
        : null,
  };
}

/**
 * Sets the box's Message-Authenticator policy (partner admins, route) and makes this replica's NAS directory
 * forget the box, so its next packet is held to the new policy; other replicas follow within 35 s (nas.ts).
 * The router row is held (FOR SHARE) while the state is written, so it cannot change partner in between.
 */
export async function setMessageAuthenticatorPolicy(
  db: Db,
  nas: NasDirectory,
  partnerId: number,
  routerId: number,
  policy: TMessageAuthenticatorPolicy,
): Promise<TRouterRadiusStatus> {
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: routers.id })
      .from(routers)
      .where(and(eq(routers.id, routerId), eq(routers.partnerId, partnerId)))
      .for('share');
    if (!own) throw notFound(ROUTER_NOT_FOUND);
    await tx
      .insert(radiusNasStates)
      .values({ routerId, requireMessageAuthenticator: policy })
      .onConflictDoUpdate({ target: radiusNasStates.routerId, set: { requireMessageAuthenticator: policy } });
  });
  nas.forget([routerId]);
  return radiusStatusOf(db, partnerId, routerId);
}
