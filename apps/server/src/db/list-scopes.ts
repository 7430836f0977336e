import { SESSION_STATES, SESSION_TYPES, VOUCHER_STATES } from './schema';

/**
 * The lists whose counts are kept in list_counts, and their scopes: one per combination of a list's kept
 * filters. Migration 0006 writes the same strings (sme_list_scope, billing_list_scope); a list's count for
 * some filters is the sum of n over the scopes these functions return.
 */
export const ROUTER_LIST = 'routers';
export const SME_LIST = 'smes';
export const BILLING_LIST = 'billings';
export const VOUCHER_LIST = 'vouchers';
export const HOTSPOT_SESSION_LIST = 'hotspot_sessions';
export const MEDIA_FILE_LIST = 'media_files';
export const USER_LIST = 'users';

export type KeptList =
  | typeof ROUTER_LIST
  | typeof SME_LIST
  | typeof BILLING_LIST
  | typeof VOUCHER_LIST
  | typeof HOTSPOT_SESSION_LIST
  | typeof MEDIA_FILE_LIST
  | typeof USER_LIST;

/** Both values of a boolean filter left out, or the one it asks for. */
const valuesOf = (value: boolean | undefined): boolean[] => (value === undefined ? [true, false] : [value]);

/** Routers are kept whole: every router of the partner (unassigned routers belong to no partner). */
export function routerScopes(): string[] {
  return [''];
}

export function smeScope(isActive: boolean, isTerminated: boolean): string {
  return `${isActive ? 'active' : 'inactive'}/${isTerminated ? 'terminated' : 'current'}`;
}

/** Every SME scope matching the filters; a filter left undefined matches both values. */
export function smeScopes(f: {
  isActive?: boolean | undefined;
  isTerminated?: boolean | undefined;
}): string[] {
  return valuesOf(f.isActive).flatMap((isActive) =>
    valuesOf(f.isTerminated).map((isTerminated) => smeScope(isActive, isTerminated)),
  );
}

export function billingScope(kind: 'subscription' | 'sms', isPaid: boolean): string {
  return `${kind}/${isPaid ? 'paid' : 'unpaid'}`;
}

/** The billing scopes of one kind, paid and unpaid unless `isPaid` picks one. */
export function billingScopes(kind: 'subscription' | 'sms', isPaid?: boolean): string[] {
  return valuesOf(isPaid).map((paid) => billingScope(kind, paid));
}

type VoucherStatus = (typeof VOUCHER_STATES)[number];
type SessionStatus = (typeof SESSION_STATES)[number];
type SessionType = (typeof SESSION_TYPES)[number];

/** A voucher's scope is its stored status (migration 0009); every status unless one is asked for. */
export function voucherScopes(status?: VoucherStatus | undefined): string[] {
  return status === undefined ? [...VOUCHER_STATES] : [status];
}

/** `status/session_type`, as hotspot_session_list_scope writes it (migration 0009). */
export function sessionScope(status: SessionStatus, type: SessionType): string {
  return `${status}/${type}`;
}

/** The session scopes matching a status and/or a type; a filter left undefined matches every value. */
export function sessionScopes(f: {
  status?: SessionStatus | undefined;
  type?: SessionType | undefined;
}): string[] {
  const statuses = f.status === undefined ? SESSION_STATES : [f.status];
  const types = f.type === undefined ? SESSION_TYPES : [f.type];
  return statuses.flatMap((status) => types.map((type) => sessionScope(status, type)));
}

/** Which realms an offline files list covers: the partner's own (no SME), its SMEs', or both. */
export type MediaRealmSide = 'partner' | 'sme';

/**
 * A media file's scope (migration 0010, media_file_list_scope): its realm's side and its status; every
 * side and status a filter leaves out.
 */
export function mediaFileScopes(
  sides: readonly MediaRealmSide[],
  statuses: readonly ('Enabled' | 'Disabled')[],
): string[] {
  return sides.flatMap((side) => statuses.map((status) => `${side}/${status}`));
}

/** `user_type/active` or `user_type/suspended`, as user_list_scope writes it (migration 0014). */
export function userScope(userType: string, isActive: boolean): string {
  return `${userType}/${isActive ? 'active' : 'suspended'}`;
}

/** The people scopes of some user types, both statuses unless `isActive` picks one. */
export function userScopes(userTypes: readonly string[], isActive?: boolean): string[] {
  return userTypes.flatMap((type) => valuesOf(isActive).map((active) => userScope(type, active)));
}
