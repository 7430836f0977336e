import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { KIOSK_TEXTS } from '@ared/contract/kiosks';
import type { Db } from '../../db/client';
import { kiosks } from './schema';
import { users } from '../users/schema';
import { UNIQUE_VIOLATION, databaseFailure } from '../../lib/database-errors';
import { notFound } from '../../lib/http-errors';

/** 200 with a detail when every named kiosk was assigned (or unassigned); 206 when some were refused. */
export type KioskOutcome = { status: 200 | 206; detail: string };

const MICRO_FRANCHISEE = 'Micro Franchisee';
const ONE_KIOSK_INDEX = 'kiosks_assigned_to_unique';

type Refusal = { kiosk: string; reason: string };

/** The partner's micro franchisee (an active one when assigning), or 404 as if it did not exist. */
async function ownFranchisee(db: Db, partnerId: number, id: number, { activeOnly }: { activeOnly: boolean }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.partnerId, partnerId),
        eq(users.userType, MICRO_FRANCHISEE),
        activeOnly ? eq(users.isActive, true) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound(KIOSK_TEXTS.franchiseeNotFound);
  return row.id;
}

/** The named kiosks that are the partner's (another partner's count as not found), in the order named. */
async function ownKiosks(db: Db, partnerId: number, ids: number[]) {
  const rows = await db
    .select({ id: kiosks.id, serial: kiosks.serialNumber, assignedToId: kiosks.assignedToId })
    .from(kiosks)
    .where(and(eq(kiosks.partnerId, partnerId), inArray(kiosks.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const refusedDetail = (done: number, refusals: Refusal[], verb: string) =>
  `${done} kiosk(s) ${verb}; refused: ${refusals.map((r) => `${r.kiosk} (${r.reason})`).join(', ')}.`;

/**
 * Gives kiosks to a micro franchisee, one conditional UPDATE per kiosk: a kiosk already running under a
 * franchisee is left alone (`assigned_to_id is null` is re-checked under the row lock, so of two concurrent
 * requests for one kiosk one wins), and a franchisee who already runs a kiosk is refused by the partial unique
 * index (the NOT EXISTS catches the common case; the index catches two requests racing for two kiosks).
 * Each statement commits on its own: an outcome names what was refused, never a half-applied kiosk.
 */
export async function assignKiosks(
  db: Db,
  partnerId: number,
  franchiseeId: number,
  kioskIds: number[],
): Promise<KioskOutcome> {
  const franchisee = await ownFranchisee(db, partnerId, franchiseeId, { activeOnly: true });
  const named = [...new Set(kioskIds)];
  const own = await ownKiosks(db, partnerId, named);
  if (own.length === 0) throw notFound(KIOSK_TEXTS.notFound);
  const ownIds = new Set(own.map((k) => k.id));
  const refusals: Refusal[] = named
    .filter((id) => !ownIds.has(id))
    .map((id) => ({ kiosk: `#${id}`, reason: 'not found' }));
  let assigned = 0;
  for (const kiosk of own) {
    if (kiosk.assignedToId === franchisee) {
      assigned += 1; // already theirs: asking again changes nothing
      continue;
    }
    const reason = await assignOne(db, partnerId, franchisee, kiosk.id);
    if (reason) refusals.push({ kiosk: kiosk.serial, reason });
    else assigned += 1;
  }
  return refusals.length === 0
    ? { status: 200, detail: KIOSK_TEXTS.assigned }
    : { status: 206, detail: refusedDetail(assigned, refusals, 'assigned') };
}

const ALREADY_ASSIGNED = 'already assigned';
const HAS_A_KIOSK = 'the micro franchisee already has a kiosk';

/** One kiosk to the franchisee; null when done, else why not. */
async function assignOne(db: Db, partnerId: number, franchiseeId: number, kioskId: number) {
  try {
    const done = await db
      .update(kiosks)
      .set({ assignedToId: franchiseeId })
      .where(
        and(
          eq(kiosks.id, kioskId),
          eq(kiosks.partnerId, partnerId),
          isNull(kiosks.assignedToId),
          sql`not exists (select 1 from ${kiosks} k2 where k2.assigned_to_id = ${franchiseeId})`,
        ),
      )
      .returning({ id: kiosks.id });
    if (done.length > 0) return null;
  } catch (error) {
    const failure = databaseFailure(error);
    if (failure?.code === UNIQUE_VIOLATION && failure.constraint === ONE_KIOSK_INDEX) return HAS_A_KIOSK;
    throw error;
  }
  const [now] = await db
    .select({ assignedToId: kiosks.assignedToId })
    .from(kiosks)
    .where(eq(kiosks.id, kioskId))
    .limit(1);
  return now?.assignedToId != null && now.assignedToId !== franchiseeId ? ALREADY_ASSIGNED : HAS_A_KIOSK;
}

/** Takes kiosks back from whoever runs them; a kiosk nobody runs stays as it is (asking twice is harmless). */
export async function unassignKiosks(db: Db, partnerId: number, kioskIds: number[]): Promise<KioskOutcome> {
  const named = [...new Set(kioskIds)];
  const own = await ownKiosks(db, partnerId, named);
  if (own.length === 0) throw notFound(KIOSK_TEXTS.notFound);
  await db
    .update(kiosks)
    .set({ assignedToId: null })
    .where(
      and(
        eq(kiosks.partnerId, partnerId),
        inArray(
          kiosks.id,
          own.map((k) => k.id),
        ),
      ),
    );
  const ownIds = new Set(own.map((k) => k.id));
  const missing = named
    .filter((id) => !ownIds.has(id))
    .map((id) => ({ kiosk: `#${id}`, reason: 'not found' }));
  return missing.length === 0
    ? { status: 200, detail: KIOSK_TEXTS.unassigned }
    : { status: 206, detail: refusedDetail(own.length, missing, 'unassigned') };
}

/** Takes back the kiosk a franchisee runs (suspended ones too: their kiosk goes to someone else). */
export async function unassignFranchisee(
  db: Db,
  partnerId: number,
  franchiseeId: number,
): Promise<KioskOutcome> {
  const franchisee = await ownFranchisee(db, partnerId, franchiseeId, { activeOnly: false });
  await db
    .update(kiosks)
    .set({ assignedToId: null })
    .where(and(eq(kiosks.partnerId, partnerId), eq(kiosks.assignedToId, franchisee)));
  return { status: 200, detail: KIOSK_TEXTS.unassigned };
}
