import { type SQL, and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import {
  HOTEL_STAY_MAX_DAYS,
  HOTEL_STAY_TEXTS as T,
  type THotelStay,
  type THotelStayState,
  matchKey,
} from '@ared/contract/hotel-stays';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';
import type { AppDeps } from '../../types';
import { endStayAccess, extendStayAccess } from '../guest-access';
import { ownRealm } from '../realms';
import { realms } from '../realms/schema';
import { hotelStays } from './schema';
import { instantOf } from './times';

type StayRow = typeof hotelStays.$inferSelect;
const DAY_MS = 86_400_000;

export const stateAt = (row: { checkIn: Date; checkOut: Date }, now: Date): THotelStayState =>
  now < row.checkIn ? 'upcoming' : now < row.checkOut ? 'current' : 'ended';

const toStay = (row: StayRow & { realmName: string }, now: Date): THotelStay => ({
  id: row.id,
  realm: row.realmId,
  realm_name: row.realmName,
  room_number: row.roomNumber,
  last_name: row.lastName,
  first_name: row.firstName,
  check_in: row.checkIn.toISOString(),
  check_out: row.checkOut.toISOString(),
  state: stateAt(row, now),
  created: row.created.toISOString(),
});

/** What a stay's fields become once checked: the texts trimmed, the keys, the two instants. */
export type CheckedStay = {
  roomNumber: string;
  roomKey: string;
  lastName: string;
  lastNameKey: string;
  firstName: string | null;
  checkIn: Date;
  checkOut: Date;
};

export type StayFields = {
  room_number: string;
  last_name: string;
  first_name?: string | null | undefined;
  check_in: string;
  check_out: string;
};

/**
 * The rules of one stay, as field errors (the form's and the CSV report's): dates that exist, check-out
 * after check-in, at most a year. Whether check-out is past is the caller's rule (an import of last
 * month's stays is refused, an edit of an ended one is not).
 */
export function checkStay(
  fields: StayFields,
  timeZone: string,
): { stay: CheckedStay; errors: null } | { stay: null; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const room = fields.room_number.trim();
  const last = fields.last_name.trim();
  if (room === '') errors.room_number = [T.required(T.roomNumber)];
  if (last === '') errors.last_name = [T.required(T.lastName)];
  const checkIn = instantOf(fields.check_in, timeZone);
  const checkOut = instantOf(fields.check_out, timeZone);
  if (!checkIn) errors.check_in = [T.badDateTime];
  if (!checkOut) errors.check_out = [T.badDateTime];
  if (checkIn && checkOut) {
    if (checkOut <= checkIn) errors.check_out = [T.checkOutBeforeCheckIn];
    else if (checkOut.getTime() - checkIn.getTime() > HOTEL_STAY_MAX_DAYS * DAY_MS)
      errors.check_out = [T.tooLong];
  }
  if (Object.keys(errors).length > 0) return { stay: null, errors };
  const first = fields.first_name?.trim() ?? '';
  return {
    stay: {
      roomNumber: room,
      roomKey: matchKey(room),
      lastName: last,
      lastNameKey: matchKey(last),
      firstName: first === '' ? null : first,
      checkIn: checkIn!,
      checkOut: checkOut!,
    },
    errors: null,
  };
}

const checkedOrThrow = (fields: StayFields, timeZone: string): CheckedStay => {
  const checked = checkStay(fields, timeZone);
  if (checked.errors) throw new HttpError(400, 'Invalid stay.', checked.errors);
  return checked.stay;
};

/** A unique-index clash: the same guest in the same room from the same check-in is already stored. */
const duplicate = () =>
  new HttpError(400, 'Invalid stay.', { room_number: ['This stay is already listed.'] });
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

async function stayOf(db: Db, partnerId: number, id: number): Promise<StayRow & { realmName: string }> {
  const [row] = await db
    .select({ stay: hotelStays, realmName: realms.name })
    .from(hotelStays)
    .innerJoin(realms, eq(realms.id, hotelStays.realmId))
    .where(and(eq(hotelStays.id, id), eq(hotelStays.partnerId, partnerId)))
    .limit(1);
  if (!row) throw notFound();
  return { ...row.stay, realmName: row.realmName };
}

export async function readStay(deps: AppDeps, partnerId: number, id: number): Promise<THotelStay> {
  return toStay(await stayOf(deps.database.db, partnerId, id), deps.clock.now());
}

/** Adds a stay to one of the partner's realms (another partner's realm is 404). */
export async function createStay(
  deps: AppDeps,
  partnerId: number,
  body: StayFields & { realm: number },
): Promise<THotelStay> {
  const db = deps.database.db;
  const realm = await ownRealm(db, partnerId, body.realm);
  const stay = checkedOrThrow(body, deps.config.billing.timeZone);
  if (stay.checkOut <= deps.clock.now())
    throw new HttpError(400, T.checkOutPassed, { check_out: [T.checkOutPassed] });
  try {
    const [row] = await db
      .insert(hotelStays)
      .values({ partnerId, realmId: realm.id, ...stay })
      .returning();
    return toStay({ ...row!, realmName: realm.name }, deps.clock.now());
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/**
 * Changes a stay. Its guest's access follows: a later check-out lengthens the stay's voucher; an earlier
 * one, another room or another name ends it (revoked, sessions disconnected), and the guest signs in again
 * if the stay still gives access.
 */
export async function updateStay(
  deps: AppDeps,
  partnerId: number,
  id: number,
  body: Partial<StayFields>,
): Promise<THotelStay> {
  const db = deps.database.db;
  const old = await stayOf(db, partnerId, id);
  const tz = deps.config.billing.timeZone;
  const merged: StayFields = {
    room_number: body.room_number ?? old.roomNumber,
    last_name: body.last_name ?? old.lastName,
    first_name: body.first_name === undefined ? old.firstName : body.first_name,
    check_in: body.check_in ?? old.checkIn.toISOString(),
    check_out: body.check_out ?? old.checkOut.toISOString(),
  };
  const stay = checkedOrThrow(merged, tz);
  const sameGuest = stay.roomKey === old.roomKey && stay.lastNameKey === old.lastNameKey;
  const keepsAccess = sameGuest && stay.checkOut >= old.checkOut;
  let row: StayRow | undefined;
  try {
    [row] = await db
      .update(hotelStays)
      .set({ ...stay, ...(!keepsAccess && { voucherId: null }) })
      .where(and(eq(hotelStays.id, id), eq(hotelStays.partnerId, partnerId)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  if (!row) throw notFound();
  if (old.voucherId !== null) {
    if (keepsAccess) await extendStayAccess(deps, partnerId, old.voucherId, stay.checkOut);
    else await endStayAccess(deps, partnerId, old.voucherId);
  }
  return toStay({ ...row, realmName: old.realmName }, deps.clock.now());
}

/** Check out early: the stay ends now and so does the guest's access (409 once it has ended). */
export async function checkOutStay(deps: AppDeps, partnerId: number, id: number): Promise<THotelStay> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const old = await stayOf(db, partnerId, id);
  if (old.checkOut <= now) throw new HttpError(409, T.alreadyEnded);
  // A stay checked out before its check-in ends at its check-in (the table's rule: check-out after it).
  const end = now > old.checkIn ? now : new Date(old.checkIn.getTime() + 1000);
  const [row] = await db
    .update(hotelStays)
    .set({ checkOut: end, voucherId: null })
    .where(and(eq(hotelStays.id, id), eq(hotelStays.partnerId, partnerId)))
    .returning();
  if (old.voucherId !== null) await endStayAccess(deps, partnerId, old.voucherId);
  return toStay({ ...row!, realmName: old.realmName }, now);
}

/** Deletes a stay; a guest online with it goes offline. */
export async function deleteStay(deps: AppDeps, partnerId: number, id: number): Promise<void> {
  const db = deps.database.db;
  const old = await stayOf(db, partnerId, id);
  await db.delete(hotelStays).where(and(eq(hotelStays.id, id), eq(hotelStays.partnerId, partnerId)));
  if (old.voucherId !== null) await endStayAccess(deps, partnerId, old.voucherId);
}

export type StayListFilters = {
  realm?: number | undefined;
  room?: string | undefined;
  state: 'open' | 'current' | 'upcoming' | 'ended' | 'all';
};

/** The partner's stays by check-in (the earliest arrival first; ended ones the latest first). */
export async function stayListSource(
  deps: AppDeps,
  partnerId: number,
  filters: StayListFilters,
): Promise<ListSource<THotelStay>> {
  const db = deps.database.db;
  const now = deps.clock.now();
  if (filters.realm !== undefined) await ownRealm(db, partnerId, filters.realm);
  const conditions: SQL[] = [eq(hotelStays.partnerId, partnerId)];
  if (filters.realm !== undefined) conditions.push(eq(hotelStays.realmId, filters.realm));
  const room = filters.room === undefined ? '' : matchKey(filters.room);
  if (room !== '') conditions.push(eq(hotelStays.roomKey, room));
  if (filters.state === 'open') conditions.push(gt(hotelStays.checkOut, now));
  if (filters.state === 'current')
    conditions.push(lte(hotelStays.checkIn, now), gt(hotelStays.checkOut, now));
  if (filters.state === 'upcoming') conditions.push(gt(hotelStays.checkIn, now));
  if (filters.state === 'ended') conditions.push(lte(hotelStays.checkOut, now));
  const where = and(...conditions);
  const order =
    filters.state === 'ended'
      ? [sql`${hotelStays.checkOut} desc`, sql`${hotelStays.id} desc`]
      : [asc(hotelStays.checkIn), asc(hotelStays.id)];
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(hotelStays).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await db
        .select({ stay: hotelStays, realmName: realms.name })
        .from(hotelStays)
        .innerJoin(realms, eq(realms.id, hotelStays.realmId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(skip);
      return { rows: rows.map((r) => toStay({ ...r.stay, realmName: r.realmName }, now)) };
    },
  };
}
