import { PARTNER_USER_TYPES, ROLE_OF_USER_TYPE, planIncludes } from '@ared/contract/plan-areas';
import type { TPartnerPlan, TPartnerUserType } from '@ared/contract/plans';
import { normalisePersonPhone } from '@ared/contract/user-paths';
import type { TUserDetails, TUserUpdateRequest } from '@ared/contract/users';
import type { UserFilters } from './api/get-users';

/** The System Admins tabs (part 1 §2) and the list filters each one sends (part 1 §7). */
export const USER_TABS = ['all', 'admins', 'staff', 'active', 'suspended'] as const;
export type UserTab = (typeof USER_TABS)[number];

export const parseUserTab = (raw: string | null): UserTab =>
  (USER_TABS as readonly string[]).includes(raw ?? '') ? (raw as UserTab) : 'all';

export const tabFilters = (tab: UserTab): Pick<UserFilters, 'role' | 'is_active'> =>
  ({
    all: {},
    admins: { role: 'partner_admin' as const },
    staff: { role: 'partner_staff' as const },
    active: { is_active: true },
    suspended: { is_active: false },
  })[tab];

/** The id in /view-details/{id} and /user-details/{id}, or null when it is not one. */
export const parseUserId = (raw: string | undefined): number | null => {
  if (raw === undefined || !/^[0-9]+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The types a plan may register: the SME plan has no micro franchisees or officers (decision 011). */
export const userTypesOfPlan = (plan: TPartnerPlan | null | undefined): TPartnerUserType[] =>
  PARTNER_USER_TYPES.filter((type) => {
    if (type === 'Micro Franchisee') return planIncludes(plan, 'micro_franchisees');
    if (type === 'Field Officer' || type === 'Maintenance Officer') return planIncludes(plan, 'officers');
    return true;
  });

/** What the User SignUp form holds: every field of POST auth/users/ (part 1 §7) but the partner. */
export type UserFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  gender: string | null;
  date_of_birth: string | null;
  national_id_no: string;
  country: string;
  user_type: string | null;
  area_of_operation: string;
};

export const USER_FORM_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'gender',
  'date_of_birth',
  'national_id_no',
  'country',
  'user_type',
  'area_of_operation',
] as const satisfies readonly (keyof UserFormValues)[];
/** Server errors shown under the form's fields; `role` belongs to the type select. */
export const SERVER_ERROR_FIELDS = [...USER_FORM_FIELDS, 'role'] as const;

export const EMPTY_USER_FORM: UserFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  gender: null,
  date_of_birth: null,
  national_id_no: '',
  country: 'Rwanda',
  user_type: null,
  area_of_operation: '',
};

export const userFormValuesOf = (u: TUserDetails): UserFormValues => ({
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  phone: u.phone,
  gender: u.gender,
  date_of_birth: u.date_of_birth,
  national_id_no: u.national_id_no ?? '',
  country: u.country ?? '',
  user_type: u.user_type,
  area_of_operation: u.area_of_operation ?? '',
});

const roleOf = (type: string | null): string =>
  type && type in ROLE_OF_USER_TYPE ? ROLE_OF_USER_TYPE[type as TPartnerUserType] : '';

/** The fields as the API takes them: trimmed, the phone without spaces (part 1 §5), the role of the type. */
const bodyOf = (values: UserFormValues) => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  email: values.email.trim(),
  phone: normalisePersonPhone(values.phone),
  gender: values.gender ?? '',
  date_of_birth: values.date_of_birth ?? '',
  national_id_no: values.national_id_no.trim(),
  country: values.country.trim(),
  user_type: values.user_type ?? '',
  role: roleOf(values.user_type),
  area_of_operation: values.area_of_operation.trim(),
});

/** POST auth/users/ "as form data" (part 1 §7), with the caller's partner; empty optional fields are left out. */
export function userCreateForm(values: UserFormValues, partnerId: number | null): FormData {
  const form = new FormData();
  const body = bodyOf(values);
  for (const [key, value] of Object.entries(body))
    if (value !== '' || ['first_name', 'last_name', 'email', 'phone', 'user_type'].includes(key))
      form.append(key, value);
  if (partnerId !== null) form.append('partner', String(partnerId));
  return form;
}

/**
 * PATCH auth/users/{id}/details/ sends only the changed fields; when the email changed, only the email
 * (part 1 §5). An empty object means nothing changed.
 */
export function changedUserFields(user: TUserDetails, values: UserFormValues): TUserUpdateRequest {
  const before = bodyOf(userFormValuesOf(user));
  const after = bodyOf(values);
  if (after.email.toLowerCase() !== before.email.toLowerCase()) return { email: after.email };
  const changed: Record<string, string> = {};
  for (const key of Object.keys(after) as (keyof typeof after)[])
    if (key !== 'role' && after[key] !== before[key]) changed[key] = after[key];
  if ('user_type' in changed) changed.role = after.role;
  // An emptied select cannot clear a choice the server requires.
  if (changed.gender === '') delete changed.gender;
  if (changed.user_type === '') {
    delete changed.user_type;
    delete changed.role;
  }
  return changed as TUserUpdateRequest;
}

/** Suspend and Activate send both flags together (part 1 §4). */
export const statusChange = (suspend: boolean): TUserUpdateRequest =>
  suspend ? { is_active: false, status: 'suspended' } : { is_active: true, status: 'active' };
