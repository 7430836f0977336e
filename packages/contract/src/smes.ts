import { z } from 'zod';
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

/** The short form of an SME used by pickers (assign routers, realms, coupons). */
export const ZSmeSummarySchema = z.object({ id: z.number().int(), name: z.string(), unique_id: z.string() });
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
  id: z.number().int(),
  unique_id: z.string(),
  name: z.string(),
  tin_number: z.string(),
  admin_name: z.string(),
  admin_email: z.string(),
  admin_phone: z.string(),
  location: z.string(),
  type: ZSmeTypeSchema,
  /** RWF per month; overrides the plan's price for this SME when set. */
  custom_price: z.number().nullable(),
  auto_suspend: z.boolean(),
  is_active: z.boolean(),
  is_terminated: z.boolean(),
  /** An unpaid, unpaused billing whose due date has passed. */
  has_overdue_billing: z.boolean(),
  /** An unpaid, unpaused billing (due or overdue). */
  has_unpaid_billing: z.boolean(),
  trial_end_date: z.string().nullable(),
  country: z.string(),
  partner: z.number().int(),
  subscription_plan: z
    .object({ id: z.number().int(), name: z.string(), price: z.number(), currency: z.string() })
    .nullable(),
  sms_package: z.object({ id: z.number().int(), name: z.string(), price: z.number() }).nullable(),
  /** Why the SME is suspended: non_payment (the billing engine) or manual; null when active. */
  suspended_reason: z.enum(['non_payment', 'manual']).nullable(),
  /** Same precedence as smeStatus(), computed by the server on its own clock. */
  status: z.enum(SME_STATUSES),
  created: z.string(),
});
export type TSme = z.infer<typeof ZSmeSchema>;
export const ZSmePageSchema = paginated(ZSmeSchema);

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The SME list's sortable fields (GET smes/?ordering=); newest first without one. */
export const SME_ORDERING = [
  'unique_id',
  'name',
  'admin_email',
  'admin_phone',
  'tin_number',
  'type',
  'created',
] as const;

export const ZSmeListQuerySchema = z.object({
  partner: ZIdParamSchema.optional(),
  is_active: bool.optional(),
  is_terminated: bool.optional(),
  has_overdue_billing: bool.optional(),
  /** One of the SME list's filter tabs; the same as the flags above. */
  tab: z.enum(SME_FILTER_TABS).optional(),
  search: z.string().trim().max(100).optional(),
  ...ZPageQuerySchema.shape,
  ordering: orderingParam(SME_ORDERING),
});

const required = (message: string) => z.string(whenMissing(message)).trim().min(1, message);
/** Prices: a non-negative amount, or empty for "no custom price". */
export const ZPriceSchema = z.coerce
  .number('Enter a valid number.')
  .finite('Enter a valid number.')
  .min(0, 'Ensure this value is greater than or equal to 0.')
  .max(1_000_000_000, 'Ensure this value is less than or equal to 1000000000.');

export const ZSmeCreateRequestSchema = z.object({
  country: z.string().trim().max(60).optional(),
  partner: digitsParam(ZIdSchema).optional(),
  name: required('This field is required.').max(120),
  tin_number: required('This field is required.').max(30),
  admin_name: required('This field is required.').max(120),
  admin_phone: required('This field is required.').max(30),
  admin_email: z.email('Enter a valid email address.').max(254),
  location: required('This field is required.').max(120),
  subscription_plan: digitsParam(idField('This field is required.')),
  type: z.enum(SME_TYPES, 'Select a valid SME type.'),
  custom_price: z.union([z.literal('').transform(() => null), z.null(), ZPriceSchema]).optional(),
  auto_suspend: z.boolean().default(true),
});
export type TSmeCreateRequest = z.input<typeof ZSmeCreateRequestSchema>;

/** PATCH smes/{id}/: only the changed fields; also is_active / is_terminated for the account actions. */
export const ZSmeUpdateRequestSchema = ZSmeCreateRequestSchema.omit({ auto_suspend: true, partner: true })
  .partial()
  .extend({
    auto_suspend: z.boolean().optional(),
    is_active: z.boolean().optional(),
    is_terminated: z.boolean().optional(),
    sms_package: ZIdSchema.nullable().optional(),
  });
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

/** 'Trial ends today', 'Trial ends tomorrow' or 'N days remaining'. Dates are YYYY-MM-DD. */
export function trialText(trialEndDate: string, today: string): string {
  const days = Math.round((Date.parse(trialEndDate) - Date.parse(today)) / 86_400_000);
  if (days <= 0) return 'Trial ends today';
  if (days === 1) return 'Trial ends tomorrow';
  return `${days} days remaining`;
}

/** Phone search ignores spaces, hyphens and brackets on both sides. */
export const normalisePhone = (value: string): string => value.replace(/[\s\-()[\]]/g, '');

/** GET smes/export/: the list's filters, every row (decision 051). */
export const ZSmeExportQuerySchema = ZSmeListQuerySchema.omit({
  page: true,
  page_size: true,
  ordering: true,
});
export type TSmeExportQuery = z.input<typeof ZSmeExportQuerySchema>;
