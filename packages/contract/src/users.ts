import { z } from 'zod/mini';
import { ZIdParamSchema, ZPageQuerySchema, dateField, paginated, orderingParam } from './common';
import { GENDERS, PARTNER_USER_TYPES, USER_ROLES, ZGenderSchema } from './plans';
import { USER_ORDERING, normalisePersonPhone } from './user-paths';
export { USER_ORDERING, USER_SIGNUP_PATHS, normalisePersonPhone } from './user-paths';

export { type TMe, type TPartnerSummary, ZMeSchema, ZPartnerSummarySchema } from './me';

const optionalDate = z.optional(
  z.union([dateField('Date has wrong format. Use YYYY-MM-DD.'), z.literal('')]),
);

/** PATCH auth/users/me/ (multipart; the picture comes as a file part). */
export const ZUpdateMeRequestSchema = z.object({
  first_name: z.optional(
    z.string().check(z.trim(), z.minLength(1, 'This field may not be blank.'), z.maxLength(150)),
  ),
  last_name: z.optional(
    z.string().check(z.trim(), z.minLength(1, 'This field may not be blank.'), z.maxLength(150)),
  ),
  email: z.optional(z.email('Enter a valid email address.')),
  phone: z.optional(
    z.string().check(z.trim(), z.minLength(1, 'This field may not be blank.'), z.maxLength(32)),
  ),
  gender: z.optional(ZGenderSchema),
  date_of_birth: optionalDate,
  /** Needed only when `email` changes it: a session alone cannot take over the account's address. */
  current_password: z.optional(z.string().check(z.maxLength(128))),
});
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequestSchema>;

/** A row of the user lists (GET auth/users/): system admins, officers, micro franchisees, an SME's admins. */
export const ZUserListItemSchema = z.object({
  id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.nullable(z.string()),
  role: z.string(),
  user_type: z.string(),
  is_active: z.boolean(),
  status: z.enum(['active', 'suspended']),
  partner: z.nullable(z.int()),
  sme: z.nullable(z.int()),
  date_joined: z.string(),
  /** The person runs one of the partner's kiosks (a micro franchisee's). */
  has_kiosk: z.boolean(),
});
export type TUserListItem = z.infer<typeof ZUserListItemSchema>;
export const ZUserListPageSchema = paginated(ZUserListItemSchema);

const boolParam = z.pipe(
  z.enum(['true', 'false']),
  z.transform((v) => v === 'true'),
);
export const ZUserListQuerySchema = z.object({
  partner: z.optional(ZIdParamSchema),
  sme: z.optional(ZIdParamSchema),
  role: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  user_type: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  is_active: z.optional(boolParam),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...ZPageQuerySchema.shape,
  ordering: orderingParam(USER_ORDERING),
});

/**
 * GET auth/users/{id}/details/: one of the partner's people (part 2 §3 User), with the kiosk a micro
 * franchisee runs (the profile's "kiosk serial or '-'").
 */
export const ZUserDetailsSchema = z.extend(ZUserListItemSchema, {
  date_of_birth: z.nullable(z.string()),
  national_id_no: z.nullable(z.string()),
  country: z.nullable(z.string()),
  area_of_operation: z.nullable(z.string()),
  kiosk: z.nullable(z.object({ id: z.int(), serial_number: z.string() })),
  changed_password_after_initial_login: z.boolean(),
});
export type TUserDetails = z.infer<typeof ZUserDetailsSchema>;

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
    .check(z.trim(), z.minLength(1, 'This field may not be blank.'), z.maxLength(max));
/** An optional text: '' (an emptied field) means none. */
const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max)),
        z.transform((v) => (v === '' ? null : v)),
      ),
    ),
  );

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

const phoneField = z.pipe(
  z.pipe(z.string(), z.transform(normalisePersonPhone)),
  z.string().check(z.minLength(1, 'This field may not be blank.'), z.regex(PHONE, USER_FIELD_TEXTS.phone)),
);

/** A real calendar date, not in the future and not before 1900; '' (an emptied field) means none. */
const birthDateField = z.optional(
  z.union([
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    z.null(),
    dateField('Date has wrong format. Use YYYY-MM-DD.').check(
      z.refine((d) => d <= todayIsoDate(), USER_FIELD_TEXTS.birthFuture),
      z.refine((d) => d >= EARLIEST_BIRTH_DATE, USER_FIELD_TEXTS.birthTooEarly),
    ),
  ]),
);

/**
 * The person fields of POST auth/users/ (part 1 §7; JSON, form data or url-encoded: every value may come
 * as a string). The role follows the user type (decision 033); `partner` may only name the caller's own.
 */
const personFields = {
  first_name: required(150),
  last_name: required(150),
  email: z.pipe(
    z.pipe(z.string().check(z.trim()), z.email('Enter a valid email address.').check(z.maxLength(254))),
    z.transform((v) => v.toLowerCase()),
  ),
  phone: phoneField,
  gender: z.optional(z.enum(GENDERS, 'Select Male, Female or Other.')),
  date_of_birth: birthDateField,
  national_id_no: optionalText(30),
  country: optionalText(60),
  user_type: z.enum(PARTNER_USER_TYPES, USER_FIELD_TEXTS.userType),
  role: z.optional(z.enum(USER_ROLES, 'Select a valid role.')),
  area_of_operation: optionalText(120),
};

export const ZUserCreateRequestSchema = z.object({
  ...personFields,
  partner: z.optional(ZIdParamSchema),
});
export type TUserCreateRequest = z.input<typeof ZUserCreateRequestSchema>;
export type TUserCreate = z.output<typeof ZUserCreateRequestSchema>;

/**
 * PATCH auth/users/{id}/details/: only the changed fields (the web sends the email alone when it changed),
 * or `{is_active, status}` to suspend (false, suspended) or activate (true, active).
 */
export const ZUserUpdateRequestSchema = z.partial(
  z.object({
    ...personFields,
    is_active: z.boolean(),
    status: z.enum(['active', 'suspended'], 'Select active or suspended.'),
  }),
);
export type TUserUpdateRequest = z.input<typeof ZUserUpdateRequestSchema>;
export type TUserUpdate = z.output<typeof ZUserUpdateRequestSchema>;

/** GET auth/users/export/: the list's filters, every row (decision 051). */
export const ZUserExportQuerySchema = z.omit(ZUserListQuerySchema, {
  page: true,
  page_size: true,
  ordering: true,
});
export type TUserExportQuery = z.input<typeof ZUserExportQuerySchema>;
