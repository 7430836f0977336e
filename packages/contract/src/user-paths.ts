/**
 * The API paths of the partner's people: constants without zod, so that the web's people lists can read them
 * without building the contract's schemas before they can draw (decision 103). `./users` re-exports them.
 */

/** The people the User SignUp form registers (issue 13 §1); the role follows the type (decision 033). */
export const USER_SIGNUP_PATHS = {
  list: '/auth/users/',
  details: (id: number) => `/auth/users/${id}/details/`,
  /** Mails the person a link to set a new password (the micro franchisee profile's Reset Password). */
  resetPassword: (id: number) => `/auth/users/${id}/reset-password/`,
} as const;

/** The user list's sortable fields; newest first without one. */
export const USER_ORDERING = ['name', 'email', 'phone', 'role', 'is_active', 'date_joined'] as const;

/** Phone numbers are sent and stored without spaces (part 1 §5); a leading + and 7 to 15 digits. */
export const normalisePersonPhone = (value: string): string => value.replace(/\s+/g, '');

/** A person's gender, as the user forms offer it (re-exported by ./plans). */
export const GENDERS = ['Male', 'Female', 'Other'] as const;
