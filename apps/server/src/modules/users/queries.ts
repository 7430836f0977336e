import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners } from '../partners/schema';
import { routers } from '../routers/schema';
import { termsAcceptances } from '../terms/schema';
import { users } from './schema';
import { forgetUsers } from '../auth';

export type UserRow = typeof users.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .limit(1)
  )[0];

export const findUserById = async (db: Db, id: number): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findPartner = async (db: Db, id: number): Promise<PartnerRow | undefined> =>
  (await db.select().from(partners).where(eq(partners.id, id)).limit(1))[0];

export const partnerRouterSerials = async (db: Db, partnerId: number): Promise<string[]> =>
  (
    await db
      .select({ serialNumber: routers.serialNumber })
      .from(routers)
      .where(eq(routers.partnerId, partnerId))
      .orderBy(routers.serialNumber)
  ).map((r) => r.serialNumber);

export const latestAcceptedTerms = async (db: Db, userId: number): Promise<string | null> =>
  (
    await db
      .select({ version: termsAcceptances.version })
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, userId))
      .orderBy(desc(termsAcceptances.acceptedAt))
      .limit(1)
  )[0]?.version ?? null;

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  // The auth hook keeps a session's user for a few seconds: this one is read anew on its next request.
  forgetUsers([id]);
  return row;
}

export const emailTakenByOther = async (db: Db, email: string, userId: number): Promise<boolean> =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, sql`${users.id} <> ${userId}`))
      .limit(1)
  ).length > 0;
