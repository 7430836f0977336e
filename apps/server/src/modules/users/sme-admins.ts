import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forgetUsers } from '../auth';
import { users } from './schema';

type SmeAdmin = {
  email: string;
  name: string;
  phone: string;
  country: string;
  partnerId: number;
  smeId: number;
  /** The password the admin chose when signing up (decision 057); otherwise none until the welcome link. */
  passwordHash?: string | null | undefined;
};

const splitName = (name: string) => {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
};

/**
 * The account of a newly registered SME's admin: without a password (the welcome mail lets them choose
 * one), or with the one they chose when they signed up, which needs no forced first change.
 */
export async function createSmeAdmin(db: Db, admin: SmeAdmin): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values({
      email: admin.email.toLowerCase(),
      passwordHash: admin.passwordHash ?? null,
      changedPasswordAfterInitialLogin: Boolean(admin.passwordHash),
      ...splitName(admin.name),
      phone: admin.phone,
      country: admin.country,
      role: 'sme_admin',
      userType: 'SME',
      partnerId: admin.partnerId,
      smeId: admin.smeId,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? null;
}

/** The SME's admin email changed: the admin's account signs in with the new one. */
export async function changeSmeAdminEmail(db: Db, smeId: number, from: string, to: string): Promise<void> {
  const changed = await db
    .update(users)
    .set({ email: to })
    .where(and(eq(users.smeId, smeId), sql`lower(${users.email}) = ${from.toLowerCase()}`))
    .returning({ id: users.id });
  forgetUsers(changed.map((row) => row.id));
}
