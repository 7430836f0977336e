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

/** One of a partner's people who may be told about its alerts. */
export type PartnerPerson = {
  id: number;
  partnerId: number;
  isAdmin: boolean;
  email: string;
  phone: string;
};

/**
 * The active partner admins and staff of each partner (SME accounts excluded), for what a partner's
 * management is told (the alerts' mail and SMS, each as the person chose), in id order.
 */
export async function activePartnerPeopleOf(db: Db, partnerIds: number[]): Promise<PartnerPerson[]> {
  if (partnerIds.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      partnerId: users.partnerId,
      role: users.role,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(
      and(
        inArray(users.partnerId, partnerIds),
        inArray(users.role, ['partner_admin', 'partner_staff']),
        eq(users.isActive, true),
        isNull(users.smeId),
      ),
    )
    .orderBy(users.id);
  return rows.flatMap((r) =>
    r.partnerId === null
      ? []
      : [
          {
            id: r.id,
            partnerId: r.partnerId,
            isAdmin: r.role === 'partner_admin',
            email: r.email,
            phone: r.phone,
          },
        ],
  );
}

/** One of the partner's own people (not an SME account), or nothing: whose alert preferences an admin edits. */
export async function partnerPersonOf(
  db: Db,
  partnerId: number,
  userId: number,
): Promise<{ id: number; isAdmin: boolean } | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.partnerId, partnerId),
        inArray(users.role, ['partner_admin', 'partner_staff']),
        isNull(users.smeId),
      ),
    )
    .limit(1);
  return row ? { id: row.id, isAdmin: row.role === 'partner_admin' } : null;
}

export async function insertPerson(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}
