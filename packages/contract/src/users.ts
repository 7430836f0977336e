import { z } from 'zod';
import { ZIdParamSchema, ZPageQuerySchema, dateField, paginated, orderingParam } from './common';
import { GENDERS, PARTNER_USER_TYPES, USER_ROLES, ZGenderSchema } from './plans';

export { type TMe, type TPartnerSummary, ZMeSchema, ZPartnerSummarySchema } from './me';

const optionalDate = dateField('Date has wrong format. Use YYYY-MM-DD.').or(z.literal('')).optional();

/** PATCH auth/users/me/ (multipart; the picture comes as a file part). */
export const ZUpdateMeRequestSchema = z.object({
  first_name: z.string().trim().min(1, 'This field may not be blank.').max(150).optional(),
  last_name: z.string().trim().min(1, 'This field may not be blank.').max(150).optional(),
  email: z.email('Enter a valid email address.').optional(),
  phone: z.string().trim().min(1, 'This field may not be blank.').max(32).optional(),
  gender: ZGenderSchema.optional(),
  date_of_birth: optionalDate,
  /** Needed only when `email` changes it: a session alone cannot take over the account's address. */
  current_password: z.string().max(128).optional(),
});
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequestSchema>;

/** A row of the user lists (GET auth/users/): system admins, officers, micro franchisees, an SME's admins. */
export const ZUserListItemSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.string().nullable(),
  role: z.string(),
  user_type: z.string(),
  is_active: z.boolean(),
  status: z.enum(['active', 'suspended']),
  partner: z.number().int().nullable(),
  sme: z.number().int().nullable(),
  date_joined: z.string(),
  /** The person runs one of the partner's kiosks (a micro franchisee's). */
  has_kiosk: z.boolean(),
});
export type TUserListItem = z.infer<typeof ZUserListItemSchema>;
export const ZUserListPageSchema = paginated(ZUserListItemSchema);

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
/** The user list's sortable fields; newest first without one. */
export const USER_ORDERING = ['name', 'email', 'phone', 'role', 'is_active', 'date_joined'] as const;
export const ZUserListQuerySchema = z.object({
  partner: ZIdParamSchema.optional(),
  sme: ZIdParamSchema.optional(),
  role: z.string().trim().max(40).optional(),
  user_type: z.string().trim().max(40).optional(),
  is_active: boolParam.optional(),
  search: z.string().trim().max(100).optional(),
  ...ZPageQuerySchema.shape,
  ordering: orderingParam(USER_ORDERING),
});

/**
 * GET auth/users/{id}/details/: one of the partner's people (part 2 §3 User), with the kiosk a micro
 * franchisee runs (the profile's "kiosk serial or '-'").
 */
export const ZUserDetailsSchema = ZUserListItemSchema.extend({
  date_of_birth: z.string().nullable(),
  national_id_no: z.string().nullable(),
  country: z.string().nullable(),
  area_of_operation: z.string().nullable(),
  kiosk: z.object({ id: z.number().int(), serial_number: z.string() }).nullable(),
  changed_password_after_initial_login: z.boolean(),
});
export type TUserDetails = z.infer<typeof ZUserDetailsSchema>;

/** The people the User SignUp form registers (issue 13 §1); the role follows the type (decision 033). */
export const USER_SIGNUP_PATHS = {
  list: '/auth/users/',
  details: (id: number) => `/auth/users/${id}/details/`,
  /** Mails the person a link to set a new password (the micro franchisee profile's Reset Password). */
  resetPassword: (id: number) => `/auth/users/${id}/reset-password/`,
} as const;

/** Phone numbers are sent and stored without spaces (part 1 §5); a leading + and 7 to 15 digits. */
export const normalisePersonPhone = (value: string): string => value.replace(/\s+/g, '');
const PHONE = /^\+?[0-9]{7,15}$/;
/** The oldest date of birth the form takes; later than today is refused too. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';
export const todayIsoDate = (now = new Date()): string => now.toISOString().slice(0, 10);

const required = (max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'This field is required.' : undefined,
    })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max);
/** An optional text: '' (an emptied field) means none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const USER_FIELD_TEXTS = {
  phone: 'Enter a valid phone number.',
  userType: `Select a valid user type: ${PARTNER_USER_TYPES.join(', ')}.`,
  role: (type: string, role: string) => `A ${type} has the role ${role}.`,
  birthFuture: 'The date of birth cannot be in the future.',
  birthTooEarly: `Enter a date of birth after ${EARLIEST_BIRTH_DATE}.`,
  statusMismatch: 'is_active false goes with status suspended, and true with active.',
  emailTaken: 'user with this email already exists.',
  phoneTaken: 'user with this phone already exists.',
  nationalIdTaken: 'user with this national id no already exists.',
} as const;

const phoneField = z
  .string()
  .transform(normalisePersonPhone)
  .pipe(z.string().min(1, 'This field may not be blank.').regex(PHONE, USER_FIELD_TEXTS.phone));

/** A real calendar date, not in the future and not before 1900; '' (an emptied field) means none. */
const birthDateField = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    dateField('Date has wrong format. Use YYYY-MM-DD.')
      .refine((d) => d <= todayIsoDate(), USER_FIELD_TEXTS.birthFuture)
      .refine((d) => d >= EARLIEST_BIRTH_DATE, USER_FIELD_TEXTS.birthTooEarly),
  ])
  .optional();

/**
 * The person fields of POST auth/users/ (part 1 §7; JSON, form data or url-encoded: every value may come
 * as a string). The role follows the user type (decision 033); `partner` may only name the caller's own.
 */
const personFields = {
  first_name: required(150),
  last_name: required(150),
  email: z
    .string()
    .trim()
    .pipe(z.email('Enter a valid email address.').max(254))
    .transform((v) => v.toLowerCase()),
  phone: phoneField,
  gender: z.enum(GENDERS, 'Select Male, Female or Other.').optional(),
  date_of_birth: birthDateField,
  national_id_no: optionalText(30),
  country: optionalText(60),
  user_type: z.enum(PARTNER_USER_TYPES, USER_FIELD_TEXTS.userType),
  role: z.enum(USER_ROLES, 'Select a valid role.').optional(),
  area_of_operation: optionalText(120),
};

export const ZUserCreateRequestSchema = z.object({
  ...personFields,
  partner: ZIdParamSchema.optional(),
});
export type TUserCreateRequest = z.input<typeof ZUserCreateRequestSchema>;
export type TUserCreate = z.output<typeof ZUserCreateRequestSchema>;

/**
 * PATCH auth/users/{id}/details/: only the changed fields (the web sends the email alone when it changed),
 * or `{is_active, status}` to suspend (false, suspended) or activate (true, active).
 */
export const ZUserUpdateRequestSchema = z
  .object({
    ...personFields,
    is_active: z.boolean(),
    status: z.enum(['active', 'suspended'], 'Select active or suspended.'),
  })
  .partial();
export type TUserUpdateRequest = z.input<typeof ZUserUpdateRequestSchema>;
export type TUserUpdate = z.output<typeof ZUserUpdateRequestSchema>;

/** GET auth/users/export/: the list's filters, every row (decision 051). */
export const ZUserExportQuerySchema = ZUserListQuerySchema.omit({
  page: true,
  page_size: true,
  ordering: true,
});
export type TUserExportQuery = z.input<typeof ZUserExportQuerySchema>;
