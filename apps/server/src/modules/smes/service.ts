import { and, eq, sql } from 'drizzle-orm';
import type { TSmeCreateRequest, TSmeUpdateRequest } from '@ared/contract/smes';
import type { Db } from '../../db/client';
import { partners } from '../partners/schema';
import { smes, smsPackages } from './schema';
import { subscriptionPlans } from '../subscriptions/schema';
import { users } from '../users/schema';
import { addDays } from '../../lib/calendar';
import { fieldError, notFound } from '../../lib/http-errors';
import { revokeSessionsOfUsers } from '../auth';
import { changeSmeAdminEmail, createSmeAdmin } from '../users';

type CreateBody = Omit<TSmeCreateRequest, 'custom_price' | 'subscription_plan' | 'partner'> & {
  custom_price?: number | null | undefined;
  subscription_plan: number;
  partner?: number | undefined;
};
type UpdateBody = Omit<TSmeUpdateRequest, 'custom_price' | 'subscription_plan'> & {
  custom_price?: number | null | undefined;
  subscription_plan?: number | undefined;
};

/** The trial's start and length; a sign-up's admin comes with the password they chose (decision 057). */
type Enrolment = { today: string; trialDays: number; adminPasswordHash?: string | null | undefined };

export const SME_NOT_FOUND = 'SME not found.';
const EMAIL_TAKEN = 'A user with this email already exists.';

async function assertPlanOfPartner(db: Db, partnerId: number, planId: number): Promise<void> {
  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.partnerId, partnerId)))
    .limit(1);
  if (!plan) throw fieldError('subscription_plan', `Invalid pk "${planId}" - object does not exist.`);
}

async function assertPackageOfPartner(db: Db, partnerId: number, packageId: number): Promise<void> {
  const [pkg] = await db
    .select({ id: smsPackages.id })
    .from(smsPackages)
    .where(and(eq(smsPackages.id, packageId), eq(smsPackages.partnerId, partnerId)))
    .limit(1);
  if (!pkg) throw fieldError('sms_package', `Invalid pk "${packageId}" - object does not exist.`);
}

/** The admin email becomes a sign-in email, so no account may hold it already. */
async function assertEmailFree(db: Db, email: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (taken) throw fieldError('admin_email', EMAIL_TAKEN);
}

/** Held by one registration at a time while it picks an SME ID (transaction-scoped). */
const SME_ID_LOCK_KEY = 4_117_002;

/**
 * The next SME ID of the partner, in the style its SMEs already have ('KGC-SME-0010'), or the partner's
 * initials ('MBN-SME-0001') for its first. SME IDs are unique across partners and two partners may share
 * initials, so the number follows the highest one of that prefix anywhere. Called under SME_ID_LOCK_KEY:
 * the registration before this one has committed its number, so no two pick the same (decision 014).
 */
async function nextUniqueId(db: Db, partnerId: number): Promise<string> {
  const [latest] = await db
    .select({ uniqueId: smes.uniqueId })
    .from(smes)
    .where(and(eq(smes.partnerId, partnerId), sql`${smes.uniqueId} ~ '-SME-[0-9]+$'`))
    .orderBy(sql`substring(${smes.uniqueId} from '-SME-([0-9]+)$')::numeric desc`)
    .limit(1);
  const prefix = latest?.uniqueId.match(/^(.*)-SME-\d+$/)?.[1] ?? (await partnerInitials(db, partnerId));
  const digits = sql`substring(${smes.uniqueId} from char_length(${prefix}) + 6)`;
  const [highest] = await db
    .select({ n: sql<string | null>`max(${digits}::numeric)` })
    .from(smes)
    .where(and(sql`starts_with(${smes.uniqueId}, ${`${prefix}-SME-`})`, sql`${digits} ~ '^[0-9]+$'`));
  const next = Number(highest?.n ?? 0) + 1;
  return `${prefix}-SME-${String(next).padStart(4, '0')}`;
}

async function partnerInitials(db: Db, partnerId: number): Promise<string> {
  const [partner] = await db.select({ slug: partners.slug }).from(partners).where(eq(partners.id, partnerId));
  return (partner?.slug ?? 'sme')
    .split('-')
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * Registers an SME on one of the partner's plans with a trial of `trialDays`, and its admin's account (no
 * password yet: the welcome mail carries a link to choose one; or, for an approved sign-up, the one the
 * applicant chose). auto_suspend is on unless the body says not.
 */
export async function registerSme(
  db: Db,
  partnerId: number,
  body: CreateBody,
  { today, trialDays, adminPasswordHash }: Enrolment,
): Promise<{ smeId: number; adminUserId: number }> {
  // Another partner's id answers like one that does not exist (decision 003).
  if (body.partner !== undefined && body.partner !== partnerId) throw notFound();
  await assertPlanOfPartner(db, partnerId, body.subscription_plan);
  await assertEmailFree(db, body.admin_email);
  return insertSmeWithAdmin(db, partnerId, body, { today, trialDays, adminPasswordHash });
}

async function insertSmeWithAdmin(
  db: Db,
  partnerId: number,
  body: CreateBody,
  { today, trialDays, adminPasswordHash }: Enrolment,
): Promise<{ smeId: number; adminUserId: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SME_ID_LOCK_KEY})`);
    const uniqueId = await nextUniqueId(tx, partnerId);
    const [sme] = await tx
      .insert(smes)
      .values({
        uniqueId,
        partnerId,
        name: body.name,
        tinNumber: body.tin_number,
        adminName: body.admin_name,
        adminEmail: body.admin_email.toLowerCase(),
        adminPhone: body.admin_phone,
        location: body.location,
        type: body.type,
        country: body.country || 'Rwanda',
        customPrice: body.custom_price ?? null,
        autoSuspend: body.auto_suspend ?? true,
        trialEndDate: addDays(today, trialDays),
        subscriptionPlanId: body.subscription_plan,
      })
      .returning({ id: smes.id });
    if (!sme) throw new Error('SME insert returned nothing');
    const adminUserId = await createSmeAdmin(tx, {
      email: body.admin_email,
      name: body.admin_name,
      phone: body.admin_phone,
      country: body.country || 'Rwanda',
      partnerId,
      smeId: sme.id,
      passwordHash: adminPasswordHash,
    });
    // A registration at the same moment may have taken the address since assertEmailFree: the unique
    // index decides, and this one answers like a sequential duplicate (its SME is rolled back).
    if (adminUserId === null) throw fieldError('admin_email', EMAIL_TAKEN);
    return { smeId: sme.id, adminUserId };
  });
}

/** Applies the changed fields. Suspending, activating, terminating and restoring go through here too. */
export async function updateSme(db: Db, partnerId: number, smeId: number, body: UpdateBody): Promise<void> {
  const [current] = await db
    .select()
    .from(smes)
    .where(and(eq(smes.id, smeId), eq(smes.partnerId, partnerId)))
    .limit(1);
  if (!current) throw notFound(SME_NOT_FOUND);
  if (body.subscription_plan !== undefined) await assertPlanOfPartner(db, partnerId, body.subscription_plan);
  if (body.sms_package) await assertPackageOfPartner(db, partnerId, body.sms_package);
  if (body.admin_email !== undefined && body.admin_email.toLowerCase() !== current.adminEmail)
    await assertEmailFree(db, body.admin_email);
  const changes: Partial<typeof smes.$inferInsert> = {
    name: body.name,
    tinNumber: body.tin_number,
    adminName: body.admin_name,
    adminEmail: body.admin_email?.toLowerCase(),
    adminPhone: body.admin_phone,
    location: body.location,
    type: body.type,
    country: body.country,
    customPrice: body.custom_price,
    autoSuspend: body.auto_suspend,
    subscriptionPlanId: body.subscription_plan,
    smsPackageId: body.sms_package,
    isTerminated: body.is_terminated,
  };
  if (body.is_active !== undefined && body.is_active !== current.isActive) {
    changes.isActive = body.is_active;
    changes.suspendedReason = body.is_active ? null : 'manual';
  }
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(defined).length === 0) return;
  await db.transaction(async (tx) => {
    await tx.update(smes).set(defined).where(eq(smes.id, smeId));
    if (changes.adminEmail && changes.adminEmail !== current.adminEmail)
      await changeSmeAdminEmail(tx, smeId, current.adminEmail, changes.adminEmail);
    // Terminating ends every session of the SME's users at once; signing in is refused from then on.
    if (body.is_terminated === true && !current.isTerminated) await endSessionsOfSme(tx, smeId);
  });
}

async function endSessionsOfSme(db: Db, smeId: number): Promise<void> {
  await revokeSessionsOfUsers(db, db.select({ id: users.id }).from(users).where(eq(users.smeId, smeId)));
}

/** Whether a user belongs to a terminated SME (such users cannot sign in anywhere). */
export async function belongsToTerminatedSme(db: Db, smeId: number | null): Promise<boolean> {
  if (smeId === null) return false;
  const [row] = await db
    .select({ terminated: smes.isTerminated })
    .from(smes)
    .where(eq(smes.id, smeId))
    .limit(1);
  return row?.terminated ?? false;
}
