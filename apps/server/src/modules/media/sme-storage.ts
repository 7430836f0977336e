import { and, eq, gt, lte, sql } from 'drizzle-orm';
import {
  SME_PLANS,
  type TSmePlanName,
  planLacksFeature,
  smePlanIncludes,
  storageLimitReached,
} from '@ared/contract/sme-plans';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { HttpError, forbidden } from '../../lib/http-errors';
import { mediaFiles, mediaStorageReservations } from './schema';

// An SME's offline files stop at its plan's storage (decision 069). Used bytes are the sizes of its realms'
// main files (thumbnails are not counted: they are the files' pictures, a few KB each) plus the bytes that
// uploads in progress hold. Taking room is serialised per SME by a transaction-scoped advisory lock, so 8
// uploads at once can never take more than the limit between them: the store never overshoots.

/** The advisory lock class of the SME storage lock; the SME's id is the second key. */
const STORAGE_LOCK_CLASS = 4_117_069;
/** How long a reservation holds without its upload finishing: a 2 GB video on a slow link, and then some. */
const RESERVATION_TTL_MS = 6 * 60 * 60 * 1000;

export type StorageReservation = {
  id: number;
  partnerId: number;
  smeId: number;
  bytes: number;
  plan: TSmePlanName;
};

/**
 * The bytes the SME's files use and its uploads in progress hold now, in one statement: an upload that
 * finishes hands its bytes from its reservation to its file row in one transaction, and only one snapshot
 * sees them exactly once. (Two statements under READ COMMITTED could read the files before that commit and
 * the reservations after it, miss the file's bytes, and let a ninth upload past the limit.)
 */
export async function smeStorageUsed(db: Db, smeId: number, now: Date): Promise<number> {
  const files = db
    .select({ bytes: sql`coalesce(sum(${mediaFiles.sizeBytes}), 0)` })
    .from(mediaFiles)
    .where(eq(mediaFiles.smeId, smeId));
  const held = db
    .select({ bytes: sql`coalesce(sum(${mediaStorageReservations.bytes}), 0)` })
    .from(mediaStorageReservations)
    .where(and(eq(mediaStorageReservations.smeId, smeId), gt(mediaStorageReservations.expiresAt, now)));
  const [row] = await queryRows<{ bytes: string }>(db, sql`select (${files}) + (${held}) as bytes`);
  return Number(row?.bytes ?? 0);
}

/** 403 naming the plan when the SME's plan has no offline files at all (Starter, Plus). */
export function assertPlanStoresFiles(plan: TSmePlanName): void {
  if (!smePlanIncludes(plan, 'offline_files')) throw forbidden(planLacksFeature(plan, 'offline_files'));
}

/**
 * Takes room in the SME's storage for an upload about to be stored: `bytes` at most, fewer when less is left,
 * but at least `atLeast` (what the upload surely needs), or answers 413 with the usage and the limit. The
 * upload is then cut at the bytes taken, so whatever it turns out to be, the limit holds.
 */
export async function reserveStorage(
  db: Db,
  input: { partnerId: number; smeId: number; plan: TSmePlanName; bytes: number; atLeast: number; now: Date },
): Promise<StorageReservation> {
  const { partnerId, smeId, plan, now } = input;
  assertPlanStoresFiles(plan);
  const limitBytes = SME_PLANS[plan].storageBytes;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STORAGE_LOCK_CLASS}::int, ${smeId}::int)`);
    // Reservations of uploads that died with their process: gone once expired.
    await tx
      .delete(mediaStorageReservations)
      .where(and(eq(mediaStorageReservations.smeId, smeId), lte(mediaStorageReservations.expiresAt, now)));
    const usedBytes = await smeStorageUsed(tx, smeId, now);
    const left = limitBytes - usedBytes;
    const needed = Math.max(1, input.atLeast);
    if (needed > left)
      throw new HttpError(413, storageLimitReached(plan, { usedBytes, limitBytes, neededBytes: needed }));
    const bytes = Math.min(input.bytes, left);
    const [row] = await tx
      .insert(mediaStorageReservations)
      .values({ partnerId, smeId, bytes, expiresAt: new Date(now.getTime() + RESERVATION_TTL_MS) })
      .returning({ id: mediaStorageReservations.id });
    return { id: row!.id, partnerId, smeId, bytes, plan };
  });
}

/** Gives the room back (a refused or failed upload); the file's row, when there is one, counts instead. */
export async function releaseStorage(db: Db, reservation: StorageReservation | null): Promise<void> {
  if (!reservation) return;
  await db
    .delete(mediaStorageReservations)
    .where(
      and(
        eq(mediaStorageReservations.partnerId, reservation.partnerId),
        eq(mediaStorageReservations.id, reservation.id),
      ),
    );
}

/** The 413 of an upload that turned out larger than the room it took (it said less than it sent). */
export async function storageOverrun(db: Db, reservation: StorageReservation, now: Date): Promise<HttpError> {
  const limitBytes = SME_PLANS[reservation.plan].storageBytes;
  const usedBytes = await smeStorageUsed(db, reservation.smeId, now);
  return new HttpError(
    413,
    storageLimitReached(reservation.plan, {
      usedBytes: usedBytes - reservation.bytes,
      limitBytes,
      neededBytes: reservation.bytes + 1,
    }),
  );
}
