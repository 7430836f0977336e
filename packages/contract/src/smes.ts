import { z } from 'zod/mini';
import {
  ZIdParamSchema,
  ZIdSchema,
  ZPageQuerySchema,
  digitsParam,
  idField,
  paginated,
  whenMissing,
  orderingParam,
} from './common';
import { SME_ORDERING } from './sme-fields';
export { SME_ORDERING, trialText } from './sme-fields';

/** The short form of an SME used by pickers (assign routers, realms, coupons). */
export const ZSmeSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  unique_id: z.string(),
});
export const ZSmeSummaryPageSchema = paginated(ZSmeSummarySchema);
export type TSmeSummary = z.infer<typeof ZSmeSummarySchema>;

/** SME types offered on register and edit (spec part 1 §3). */
export const SME_TYPES = [
  'Hotels',
  'Restaurant/Coffee Shop',
  'Outdoor Kiosk',
  'Coworking space',
  'Universities',
  'Retail Malls & Shopping Centers',
  'Smart Cities',
  'Salons & Spas',
  'Hospitals',
  'Public Location',
  'Others',
] as const;
export const ZSmeTypeSchema = z.enum(SME_TYPES);

/** The status shown in the SME list, in order of precedence (spec part 1 §4). */
export const SME_STATUSES = ['Terminated', 'Suspended', 'Overdue', 'Due', 'Trial', 'Active'] as const;
export type TSmeStatus = (typeof SME_STATUSES)[number];

/** Tabs of the SME list that filter SMEs (the billing tabs show billings instead). */
export const SME_FILTER_TABS = ['all', 'suspended', 'terminated', 'active', 'overdue'] as const;
export type TSmeFilterTab = (typeof SME_FILTER_TABS)[number];

export const ZSmeSchema = z.object({
  id: z.int(),
  unique_id: z.string(),
  name: z.string(),
  tin_number: z.string(),
  admin_name: z.string(),
  admin_email: z.string(),
  admin_phone: z.string(),
  location: z.string(),
  type: ZSmeTypeSchema,
  /** RWF per month; overrides the plan's price for this SME when set. */
  custom_price: z.nullable(z.number()),
  auto_suspend: z.boolean(),
  is_active: z.boolean(),
  is_terminated: z.boolean(),
  /** An unpaid, unpaused billing whose due date has passed. */
  has_overdue_billing: z.boolean(),
  /** An unpaid, unpaused billing (due or overdue). */
  has_unpaid_billing: z.boolean(),
  trial_end_date: z.nullable(z.string()),
  country: z.string(),
  partner: z.int(),
  subscription_plan: z.nullable(
    z.object({ id: z.int(), name: z.string(), price: z.number(), currency: z.string() }),
  ),
  sms_package: z.nullable(z.object({ id: z.int(), name: z.string(), price: z.number() })),
  /** Why the SME is suspended: non_payment (the billing engine) or manual; null when active. */
  suspended_reason: z.nullable(z.enum(['non_payment', 'manual'])),
  /** Same precedence as smeStatus(), computed by the server on its own clock. */
  status: z.enum(SME_STATUSES),
  created: z.string(),
});
export type TSme = z.infer<typeof ZSmeSchema>;
export const ZSmePageSchema = paginated(ZSmeSchema);

const bool = z.pipe(
  z.enum(['true', 'false']),
  z.transform((v) => v === 'true'),
);

export const ZSmeListQuerySchema = z.object({
  partner: z.optional(ZIdParamSchema),
  is_active: z.optional(bool),
  is_terminated: z.optional(bool),
  has_overdue_billing: z.optional(bool),
  /** One of the SME list's filter tabs; the same as the flags above. */
  tab: z.optional(z.enum(SME_FILTER_TABS)),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...ZPageQuerySchema.shape,
  ordering: orderingParam(SME_ORDERING),
});

const required = (message: string) => z.string(whenMissing(message)).check(z.trim(), z.minLength(1, message));
/** Prices: a non-negative amount, or empty for "no custom price". */
export const ZPriceSchema = z.coerce
  .number('Enter a valid number.')
  .check(
    z.gte(0, 'Ensure this value is greater than or equal to 0.'),
    z.lte(1_000_000_000, 'Ensure this value is less than or equal to 1000000000.'),
  );

export const ZSmeCreateRequestSchema = z.object({
  country: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  partner: z.optional(digitsParam(ZIdSchema)),
  name: required('This field is required.').check(z.maxLength(120)),
  tin_number: required('This field is required.').check(z.maxLength(30)),
  admin_name: required('This field is required.').check(z.maxLength(120)),
  admin_phone: required('This field is required.').check(z.maxLength(30)),
  admin_email: z.email('Enter a valid email address.').check(z.maxLength(254)),
  location: required('This field is required.').check(z.maxLength(120)),
  subscription_plan: digitsParam(idField('This field is required.')),
  type: z.enum(SME_TYPES, 'Select a valid SME type.'),
  custom_price: z.optional(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => null),
      ),
      z.null(),
      ZPriceSchema,
    ]),
  ),
  auto_suspend: z._default(z.boolean(), true),
});
export type TSmeCreateRequest = z.input<typeof ZSmeCreateRequestSchema>;

/** PATCH smes/{id}/: only the changed fields; also is_active / is_terminated for the account actions. */
export const ZSmeUpdateRequestSchema = z.extend(
  z.partial(z.omit(ZSmeCreateRequestSchema, { auto_suspend: true, partner: true })),
  {
    auto_suspend: z.optional(z.boolean()),
    is_active: z.optional(z.boolean()),
    is_terminated: z.optional(z.boolean()),
    sms_package: z.optional(z.nullable(ZIdSchema)),
  },
);
export type TSmeUpdateRequest = z.input<typeof ZSmeUpdateRequestSchema>;

/** The status the list shows, by precedence (spec part 1 §4). `today` is YYYY-MM-DD. */
export function smeStatus(
  sme: Pick<
    TSme,
    'is_terminated' | 'is_active' | 'has_overdue_billing' | 'has_unpaid_billing' | 'trial_end_date'
  >,
  today: string,
): TSmeStatus {
  if (sme.is_terminated) return 'Terminated';
  if (!sme.is_active) return 'Suspended';
  if (sme.has_overdue_billing) return 'Overdue';
  if (sme.has_unpaid_billing) return 'Due';
  if (sme.trial_end_date !== null && sme.trial_end_date >= today) return 'Trial';
  return 'Active';
}

/** Phone search ignores spaces, hyphens and brackets on both sides. */
export const normalisePhone = (value: string): string => value.replace(/[\s\-()[\]]/g, '');

/** GET smes/export/: the list's filters, every row (decision 051). */
export const ZSmeExportQuerySchema = z.omit(ZSmeListQuerySchema, {
  page: true,
  page_size: true,
  ordering: true,
});
export type TSmeExportQuery = z.input<typeof ZSmeExportQuerySchema>;
