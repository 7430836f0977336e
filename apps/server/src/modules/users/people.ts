import {
  ROLE_OF_USER_TYPE,
  isDashboardRole,
  type TPartnerUserType,
  type TPlanArea,
} from '@ared/contract/plans';
import {
  USER_FIELD_TEXTS,
  type TUserCreate,
  type TUserDetails,
  type TUserUpdate,
} from '@ared/contract/users';
import type { Db } from '../../db/client';
import type { users } from './schema';
import { UNIQUE_VIOLATION, databaseFailure } from '../../lib/database-errors';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import { revokeUserSessions } from '../auth';
import {
  findPartnerPerson,
  insertPerson,
  kioskOf,
  otherActiveAdmins,
  takenIdentityFields,
} from './people-queries';
import { type UserRow, updateUser } from './queries';
import { toUserListItem } from './serialize';

export const PERSON_NOT_FOUND = 'User not found.';
export const CANNOT_SUSPEND_SELF = 'You cannot suspend your own account.';
export const LAST_ADMIN = 'The partner needs at least one active partner admin.';

/** The plan area a field person belongs to: a plan without it registers no such people (decision 011). */
export const AREA_OF_USER_TYPE: Partial<Record<TPartnerUserType, TPlanArea>> = {
  'Micro Franchisee': 'micro_franchisees',
  'Field Officer': 'officers',
  'Maintenance Officer': 'officers',
};

/** The unique indexes of `users` and the field each one speaks for (migration 0014). */
const FIELD_OF_INDEX: Record<string, keyof typeof TAKEN_TEXT> = {
  users_email_unique: 'email',
  users_partner_phone_unique: 'phone',
  users_partner_national_id_unique: 'national_id_no',
};
const TAKEN_TEXT = {
  email: USER_FIELD_TEXTS.emailTaken,
  phone: USER_FIELD_TEXTS.phoneTaken,
  national_id_no: USER_FIELD_TEXTS.nationalIdTaken,
} as const;

export function toUserDetails(u: UserRow, kiosk: { id: number; serial_number: string } | null): TUserDetails {
  return {
    ...toUserListItem(u, kiosk !== null),
    date_of_birth: u.dateOfBirth,
    national_id_no: u.nationalIdNo,
    country: u.country,
    area_of_operation: u.areaOfOperation,
    kiosk,
    changed_password_after_initial_login: u.changedPasswordAfterInitialLogin,
  };
}

export async function personDetails(db: Db, partnerId: number, id: number): Promise<TUserDetails> {
  const person = await findPartnerPerson(db, partnerId, id);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  return toUserDetails(person, await kioskOf(db, partnerId, id));
}

/** The role a type gives; a role sent with it must be that one (part 1 §3, superseded by decision 033). */
function roleFor(type: TPartnerUserType, sent: string | undefined): string {
  const role = ROLE_OF_USER_TYPE[type];
  if (sent !== undefined && sent !== role)
    throw new HttpError(400, 'Invalid role.', { role: [USER_FIELD_TEXTS.role(type, role)] });
  return role;
}

/** Every identity field another account holds, as field errors at once. */
async function assertIdentityFree(
  db: Db,
  partnerId: number,
  identity: { email?: string | undefined; phone?: string | undefined; nationalIdNo?: string | null },
  exceptId?: number,
): Promise<void> {
  const taken = await takenIdentityFields(db, partnerId, identity, exceptId);
  const errors: Record<string, string[]> = {};
  if (taken.email) errors.email = [TAKEN_TEXT.email];
  if (taken.phone) errors.phone = [TAKEN_TEXT.phone];
  if (taken.nationalIdNo) errors.national_id_no = [TAKEN_TEXT.national_id_no];
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'Already in use.', errors);
}

/**
 * Two requests can pass the check above at once: the unique index refuses the second, which answers the
 * same field error instead of a 500.
 */
async function orTakenField<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const failure = databaseFailure(error);
    if (failure?.code !== UNIQUE_VIOLATION) throw error;
    const field = FIELD_OF_INDEX[failure.constraint ?? ''] ?? 'email';
    throw new HttpError(400, 'Already in use.', { [field]: [TAKEN_TEXT[field]] });
  }
}

/** Registers one of the partner's people (User SignUp). No password: a dashboard user gets an invitation. */
export async function createPerson(db: Db, partnerId: number, input: TUserCreate): Promise<UserRow> {
  const role = roleFor(input.user_type, input.role);
  const identity = { email: input.email, phone: input.phone, nationalIdNo: input.national_id_no };
  await assertIdentityFree(db, partnerId, identity);
  return orTakenField(() =>
    insertPerson(db, {
      email: input.email,
      passwordHash: null,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      gender: input.gender ?? null,
      dateOfBirth: input.date_of_birth ?? null,
      nationalIdNo: input.national_id_no ?? null,
      country: input.country ?? null,
      areaOfOperation: input.area_of_operation ?? null,
      role,
      userType: input.user_type,
      // The first sign-in asks for a new password (spec part 1 §4), whatever the invitation set.
      changedPasswordAfterInitialLogin: false,
      partnerId,
    }),
  );
}

/** is_active and status say the same thing: either alone decides both; both must agree. */
function activeStateOf(input: TUserUpdate): boolean | undefined {
  const fromStatus = input.status === undefined ? undefined : input.status === 'active';
  if (input.is_active !== undefined && fromStatus !== undefined && input.is_active !== fromStatus)
    throw new HttpError(400, USER_FIELD_TEXTS.statusMismatch, { status: [USER_FIELD_TEXTS.statusMismatch] });
  return input.is_active ?? fromStatus;
}

export type PersonChange = { before: UserRow; after: UserRow };

/** PATCH details: the changed fields, or the account state (suspend/activate). */
export async function updatePerson(
  db: Db,
  { callerId, partnerId }: { callerId: number; partnerId: number },
  id: number,
  input: TUserUpdate,
): Promise<PersonChange> {
  const before = await findPartnerPerson(db, partnerId, id);
  if (!before) throw notFound(PERSON_NOT_FOUND);
  const isActive = activeStateOf(input);
  const type = input.user_type ?? (before.userType as TPartnerUserType);
  const role =
    input.user_type !== undefined || input.role !== undefined ? roleFor(type, input.role) : before.role;
  const isSuspending = isActive === false && before.isActive;
  if (isSuspending && id === callerId) throw badRequest(CANNOT_SUSPEND_SELF);
  const losesAdmin =
    before.role === 'partner_admin' && before.isActive && (isSuspending || role !== 'partner_admin');
  if (losesAdmin && (await otherActiveAdmins(db, partnerId, id)) === 0) throw badRequest(LAST_ADMIN);
  await assertIdentityFree(
    db,
    partnerId,
    { email: input.email, phone: input.phone, nationalIdNo: input.national_id_no },
    id,
  );
  const values: Partial<typeof users.$inferInsert> = {
    ...(input.first_name !== undefined && { firstName: input.first_name }),
    ...(input.last_name !== undefined && { lastName: input.last_name }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(input.gender !== undefined && { gender: input.gender }),
    ...(input.date_of_birth !== undefined && { dateOfBirth: input.date_of_birth }),
    ...(input.national_id_no !== undefined && { nationalIdNo: input.national_id_no }),
    ...(input.country !== undefined && { country: input.country }),
    ...(input.area_of_operation !== undefined && { areaOfOperation: input.area_of_operation }),
    ...(role !== before.role && { role, userType: type }),
    ...(input.user_type !== undefined && { userType: type }),
    ...(isActive !== undefined && { isActive, status: isActive ? 'active' : 'suspended' }),
  };
  const after =
    Object.keys(values).length === 0 ? before : await orTakenField(() => updateUser(db, id, values));
  // A suspended person, or one who no longer has a dashboard role, is signed out everywhere at once.
  if (!after.isActive || (isDashboardRole(before.role) && !isDashboardRole(after.role)))
    await revokeUserSessions(db, id);
  return { before, after };
}
