import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kiosks } from '../kiosks/schema';
import { users } from './schema';
import type { UserRow } from './queries';

/** One of the partner's people (not an SME's account): the only users the people routes touch. */
export const findPartnerPerson = async (
  db: Db,
  partnerId: number,
  id: number,
): Promise<UserRow | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.partnerId, partnerId), isNull(users.smeId)))
      .limit(1)
  )[0];

/** The kiosk a micro franchisee runs (at most one: kiosks_assigned_to_unique). */
export const kioskOf = async (db: Db, partnerId: number, userId: number) =>
  (
    await db
      .select({ id: kiosks.id, serial_number: kiosks.serialNumber })
      .from(kiosks)
      .where(and(eq(kiosks.assignedToId, userId), eq(kiosks.partnerId, partnerId)))
      .limit(1)
  )[0] ?? null;

type Identity = { email?: string | undefined; phone?: string | undefined; nationalIdNo?: string | null };

/**
 * Which of the identity fields another account already holds: the email anywhere (it signs in), the phone
 * and national id among the partner's people (an SME account's phone does not count; migration 0014's
 * partial unique indexes say the same). `exceptId` is the person being edited.
 */
export async function takenIdentityFields(
  db: Db,
  partnerId: number,
  { email, phone, nationalIdNo }: Identity,
  exceptId?: number,
): Promise<{ email: boolean; phone: boolean; nationalIdNo: boolean }> {
  const notSelf = exceptId === undefined ? undefined : ne(users.id, exceptId);
  const exists = async (where: ReturnType<typeof and>) =>
    (await db.select({ id: users.id }).from(users).where(where).limit(1)).length > 0;
  const partnerPeople = and(eq(users.partnerId, partnerId), isNull(users.smeId), notSelf);
  return {
    email: email ? await exists(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, notSelf)) : false,
    phone: phone ? await exists(and(partnerPeople, eq(users.phone, phone))) : false,
    nationalIdNo: nationalIdNo
      ? await exists(and(partnerPeople, eq(users.nationalIdNo, nationalIdNo)))
      : false,
  };
}

/** Active partner admins of the partner other than `exceptId`: the last one may not be suspended or demoted. */
export const otherActiveAdmins = async (db: Db, partnerId: number, exceptId: number): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.partnerId, partnerId),
          eq(users.role, 'partner_admin'),
          eq(users.isActive, true),
          isNull(users.smeId),
          ne(users.id, exceptId),
        ),
      )
  )[0]?.n ?? 0;

/**
 * The e-mail addresses of the active partner admins of each partner (SME accounts excluded), for mails to
 * a partner's management (the alerts' mail). Partners without one are absent from the map.
 */
export async function activeAdminEmailsOf(db: Db, partnerIds: number[]): Promise<Map<number, string[]>> {
  const byPartner = new Map<number, string[]>();
  if (partnerIds.length === 0) return byPartner;
  const rows = await db
    .select({ partnerId: users.partnerId, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.partnerId, partnerIds),
        eq(users.role, 'partner_admin'),
        eq(users.isActive, true),
        isNull(users.smeId),
      ),
    )
    .orderBy(users.id);
  for (const { partnerId, email } of rows) {
    if (partnerId === null) continue;
    byPartner.set(partnerId, [...(byPartner.get(partnerId) ?? []), email]);
  }
  return byPartner;
}

export async function insertPerson(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}
