import { and, eq } from 'drizzle-orm';
import { matchKey } from '@ared/contract/hotel-stays';
import type { Db } from '../db/client';
import { hotelStays, partners, realms } from '../db/schema';
import { DEMO_PARTNERS } from './demo-partners';
import { demoPartnerId } from './demo-partner-id';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Guests of a hotel in the Premium partner's first realm: [room, last name, first name, days in, days left]. */
const GUESTS: [string, string, string | null, number, number][] = [
  ['101', 'Uwimana', 'Claudine', 1, 2],
  ['102', 'Okafor', 'Chinedu', 2, 1],
  ['204', 'Müller', 'Jonas', 1, 4],
  ['305', 'Niyonzima', null, 3, 3],
  ['310', 'Dubois', 'Camille', -1, 3],
];

/**
 * A few hotel stays for the HMS add-on (decision 068) in the Premium partner's first realm, around the
 * day the seed runs (four current, one arriving tomorrow), and the add-on on. Idempotent: a partner with
 * any stay is left alone. Check-in at 14:00 and check-out at 11:00, Kigali time (UTC+2).
 */
export async function seedDemoHotelStays(db: Db, now = new Date()): Promise<void> {
  for (const demo of DEMO_PARTNERS.filter((d) => d.plan === 'Premium')) {
    const partnerId = await demoPartnerId(db, demo.slug);
    if (partnerId === null) continue;
    const [existing] = await db
      .select({ id: hotelStays.id })
      .from(hotelStays)
      .where(eq(hotelStays.partnerId, partnerId))
      .limit(1);
    if (existing) continue;
    const [realm] = await db
      .select({ id: realms.id })
      .from(realms)
      .where(and(eq(realms.partnerId, partnerId), eq(realms.name, demo.realms[0]!)))
      .limit(1);
    if (!realm) continue;
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    await db.insert(hotelStays).values(
      GUESTS.map(([room, last, first, daysIn, daysLeft]) => ({
        partnerId,
        realmId: realm.id,
        roomNumber: room,
        roomKey: matchKey(room),
        lastName: last,
        lastNameKey: matchKey(last),
        firstName: first,
        checkIn: new Date(today - daysIn * DAY_MS + 12 * HOUR_MS),
        checkOut: new Date(today + daysLeft * DAY_MS + 9 * HOUR_MS),
      })),
    );
    await db.update(partners).set({ hasHmsAddonEnabled: true }).where(eq(partners.id, partnerId));
  }
}
