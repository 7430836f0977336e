import { PARTNER_FEATURE_FLAGS, type TPartnerFeatureFlag, type TPartnerPlan } from '@ared/contract/plans';
import { getTableName } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { HttpError } from '../../lib/http-errors';
import { partners } from '../partners/schema';
import { smes } from '../smes/schema';
import { users } from '../users/schema';

/**
 * How long this process trusts what it read of a session (its family still live, its user still active,
 * with this role and partner) without asking the database again. Ending a family or changing a user in
 * this process forgets them at once; another replica notices within this bound (decisions 013 and 021).
 */
export const LIVENESS_CACHE_MS = 5_000;
const MAX_ENTRIES = 50_000;
export const SESSION_ENDED = 'This session has ended. Sign in again.';
export const USER_INACTIVE = 'User not found or inactive.';

/** The partner's plan and add-ons, which routes' `requires` check (decision 011). */
export type SessionPartner = {
  id: number;
  plan: TPartnerPlan;
  flags: Record<TPartnerFeatureFlag, boolean>;
};

/** The user a live session belongs to, as the auth hook needs it, with the user's partner. */
export type SessionUser = {
  id: number;
  email: string;
  role: string;
  partnerId: number | null;
  smeId: number | null;
  partner: SessionPartner | null;
};

type Entry = { userId: number; isLive: boolean; user: SessionUser | null; expires: number };
// One map per process, like the sessions it describes: family ids are random UUIDs, so apps built in one
// process (the tests) cannot collide.
const families = new Map<string, Entry>();

type Row = {
  id: number | null;
  email: string | null;
  role: string | null;
  partner_id: number | null;
  sme_id: number | null;
  is_live: boolean;
  plan: TPartnerPlan | null;
} & Partial<Record<TPartnerFeatureFlag, boolean | null>>;

// One round trip for all the questions: is a refresh token of the family still unrevoked, is the user active
// (a terminated SME's users lose access at once, whatever token they hold), and what may the user's partner
// use (its plan and add-ons; the flags' names are their columns' names).
const SESSION_SQL = `
  select u.id, u.email, u.role, u.partner_id, u.sme_id,
    exists (select 1 from refresh_tokens t
            where t.family_id = $2::uuid and t.user_id = $1 and t.revoked_at is null) as is_live,
    p.plan, ${PARTNER_FEATURE_FLAGS.map((flag) => `p.${flag}`).join(', ')}
  from (select 1) one
  left join ${getTableName(users)} u on u.id = $1 and u.is_active and u.status = 'active'
    and (u.sme_id is null or not exists (select 1 from ${getTableName(smes)} s where s.id = u.sme_id and s.is_terminated))
  left join ${getTableName(partners)} p on p.id = u.partner_id`;

const partnerOf = (row: Row): SessionPartner | null =>
  row.partner_id !== null && row.plan !== null
    ? {
        id: row.partner_id,
        plan: row.plan,
        flags: Object.fromEntries(
          PARTNER_FEATURE_FLAGS.map((flag) => [flag, row[flag] === true]),
        ) as SessionPartner['flags'],
      }
    : null;

async function readSession(database: Database, userId: number, familyId: string) {
  const [row] = await preparedSql<Row>(database, SESSION_SQL)([userId, familyId]);
  const user: SessionUser | null =
    row?.id != null && row.email !== null && row.role !== null
      ? {
          id: row.id,
          email: row.email,
          role: row.role,
          partnerId: row.partner_id,
          smeId: row.sme_id,
          partner: partnerOf(row),
        }
      : null;
  return { isLive: row?.is_live === true, user };
}

/**
 * A session ends when its refresh-token family is revoked (sign-out, reuse detection, a password change or
 * reset, suspension, termination). Its access tokens stop working on the next request: the auth hook asks
 * here after verifying the token, and gets the session's user (read at most every LIVENESS_CACHE_MS).
 */
export async function sessionUser(
  database: Database,
  { userId, familyId }: { userId: number; familyId: string },
  now = Date.now(),
): Promise<SessionUser> {
  let entry = families.get(familyId);
  if (!entry || entry.expires <= now || entry.userId !== userId) {
    const read = await readSession(database, userId, familyId);
    entry = { userId, ...read, expires: now + LIVENESS_CACHE_MS };
    if (families.size >= MAX_ENTRIES) families.clear();
    families.set(familyId, entry);
  }
  if (!entry.isLive) throw new HttpError(401, SESSION_ENDED, undefined, { 'www-authenticate': 'Bearer' });
  if (!entry.user) throw new HttpError(401, USER_INACTIVE, undefined, { 'www-authenticate': 'Bearer' });
  return entry.user;
}

/** Throws 401 unless the session is live (its user's state is checked by `sessionUser`). */
export async function assertSessionLive(
  database: Database,
  session: { userId: number; familyId: string },
  now = Date.now(),
): Promise<void> {
  try {
    await sessionUser(database, session, now);
  } catch (error) {
    if (error instanceof HttpError && error.message === USER_INACTIVE) return;
    throw error;
  }
}

/** Called by whatever revokes families, so this process refuses their tokens from the next request on. */
export function forgetFamilies(familyIds: Iterable<string>): void {
  for (const familyId of familyIds) families.delete(familyId);
}

/** Called when users change (role, email, suspension, their SME's end): their next request reads them anew. */
export function forgetUsers(userIds: Iterable<number>): void {
  const changed = new Set(userIds);
  if (changed.size === 0) return;
  for (const [familyId, entry] of families) if (changed.has(entry.userId)) families.delete(familyId);
}

/** Called when partners change (plan, add-ons): their users' next requests read them anew. */
export function forgetPartners(partnerIds: Iterable<number>): void {
  const changed = new Set(partnerIds);
  if (changed.size === 0) return;
  for (const [familyId, entry] of families)
    if (entry.user?.partnerId != null && changed.has(entry.user.partnerId)) families.delete(familyId);
}
