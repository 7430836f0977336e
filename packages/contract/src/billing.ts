import { z } from 'zod/mini';
import {
  ZIdParamSchema,
  ZIdSchema,
  ZPageQuerySchema,
  idField,
  paginated,
  whenMissing,
  orderingParam,
} from './common';
import { BILLING_CURRENCY, BILLING_ORDERING, COUPON_ORDERING } from './billing-fields';
export { BILLING_CURRENCY, BILLING_ORDERING, COUPON_ORDERING } from './billing-fields';

export const ZBillingSchema = z.object({
  id: z.int(),
  kind: z.enum(['subscription', 'sms']),
  sme: z.object({ id: z.int(), name: z.string() }),
  /** YYYY-MM-DD */
  due_date: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  is_paid: z.boolean(),
  is_paused: z.boolean(),
  /** Before the discount coupon. */
  amount: z.number(),
  discount_percentage: z.number(),
  /** What the SME pays. */
  final_amount: z.number(),
  currency: z.literal(BILLING_CURRENCY),
  /** Days until the due date on the server's clock; negative when overdue. */
  remaining_days: z.int(),
  /** True for the SME's latest unpaid billing of this kind: the only one that may be marked paid. */
  is_latest_unpaid: z.boolean(),
  subscription_plan: z.nullable(z.object({ name: z.string() })),
  sms_package: z.nullable(z.object({ name: z.string() })),
  billing_invoices: z.array(z.object({ id: z.int(), invoice_number: z.string() })),
  invoice_number: z.string(),
  paid_at: z.nullable(z.string()),
  created: z.string(),
});
export type TBilling = z.infer<typeof ZBillingSchema>;
export const ZBillingPageSchema = paginated(ZBillingSchema);

const bool = z.pipe(
  z.enum(['true', 'false']),
  z.transform((v) => v === 'true'),
);
export const ZBillingListQuerySchema = z.object({
  partner: z.optional(ZIdParamSchema),
  sme: z.optional(ZIdParamSchema),
  is_paid: z.optional(bool),
  ...ZPageQuerySchema.shape,
  ordering: orderingParam(BILLING_ORDERING),
});

/** Both value sets the spec's views send; stored as the long names. */
export const PAYMENT_METHODS = [
  'bank_transfer',
  'mobile_money',
  'cash',
  'check',
  'credit_card',
  'other',
] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_ALIASES: Record<string, TPaymentMethod> = {
  bank: 'bank_transfer',
  momo: 'mobile_money',
  card: 'credit_card',
};
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  mobile_money: 'Mobile money',
  cash: 'Cash',
  check: 'Check',
  credit_card: 'Credit card',
  other: 'Other',
};

export const ZPaymentRequestSchema = z.object({
  billing_id: idField('This field is required.'),
  /** The billing's final_amount; a different amount is refused. */
  amount: z.coerce
    .number('Enter a valid number.')
    .check(z.gte(0, 'Ensure this value is greater than or equal to 0.')),
  method: z.pipe(
    z.pipe(
      z
        .string(whenMissing('Payment method is required'))
        .check(z.trim(), z.minLength(1, 'Payment method is required')),
      z.transform((v) => PAYMENT_METHOD_ALIASES[v] ?? v),
    ),
    z.enum(PAYMENT_METHODS, 'Select a valid payment method.'),
  ),
  payment_reference: z._default(z.optional(z.string().check(z.trim(), z.maxLength(120))), ''),
});
export type TPaymentRequest = z.input<typeof ZPaymentRequestSchema>;

export const ZPaymentSchema = z.object({
  id: z.int(),
  billing: z.int(),
  sme: z.object({ id: z.int(), name: z.string() }),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  payment_reference: z.string(),
  marked_by: z.nullable(z.object({ id: z.int(), name: z.string() })),
  paid_at: z.string(),
});
export type TPayment = z.infer<typeof ZPaymentSchema>;
export const ZPaymentPageSchema = paginated(ZPaymentSchema);

/** The payment list's sortable fields; latest first without one. */
export const PAYMENT_ORDERING = ['paid_at', 'amount', 'method', 'sme'] as const;
export const ZPaymentListQuerySchema = z.extend(ZPageQuerySchema, {
  partner: z.optional(ZIdParamSchema),
  ordering: orderingParam(PAYMENT_ORDERING),
});
export const ZPaymentResponseSchema = z.object({ detail: z.string(), payment: ZPaymentSchema });

export const ZSmeBillingActionSchema = z.object({
  sme_id: idField('This field is required.'),
});
export const ZPauseBillingRequestSchema = z.extend(ZSmeBillingActionSchema, {
  action: z.enum(['pause', 'resume'], 'Action must be pause or resume.'),
});

/** The platform's add-ons (spec part 2 §2, Shiriki Add-Ons). */
export const ZAddonSchema = z.object({ id: z.int(), name: z.string() });
export type TAddon = z.infer<typeof ZAddonSchema>;

export const ZCouponSchema = z.object({
  id: z.int(),
  sme: z.object({ id: z.int(), name: z.string() }),
  code: z.string(),
  percentage_discount: z.number(),
  addons: z.array(ZAddonSchema),
  used: z.boolean(),
  created: z.string(),
  partner: z.int(),
});
export type TCoupon = z.infer<typeof ZCouponSchema>;
export const ZCouponPageSchema = paginated(ZCouponSchema);

export const ZCouponListQuerySchema = z.object({
  partner: z.optional(ZIdParamSchema),
  sme: z.optional(ZIdParamSchema),
  ...ZPageQuerySchema.shape,
  ordering: orderingParam(COUPON_ORDERING),
});

/**
 * The create-coupon form's checks, in the spec's order (part 1 §5): the first failure is the one shown.
 * Zero counts as an empty percentage.
 */
export function couponFormError(values: {
  sme: number | string | null | undefined;
  addons: readonly unknown[];
  code: string;
  percentage_discount: number | string | null | undefined;
}): { field: 'sme' | 'addons' | 'code' | 'percentage_discount'; message: string } | null {
  if (values.sme === null || values.sme === undefined || values.sme === '')
    return { field: 'sme', message: 'Please select an SME' };
  if (values.addons.length === 0) return { field: 'addons', message: 'Please select an addon' };
  if (values.code.trim() === '') return { field: 'code', message: 'Please enter a code' };
  const percentage = Number(values.percentage_discount);
  if (values.percentage_discount === '' || values.percentage_discount == null || percentage === 0)
    return { field: 'percentage_discount', message: 'Please enter a discount percentage' };
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100)
    return { field: 'percentage_discount', message: 'Ensure this value is less than or equal to 100.' };
  return null;
}

export const ZCouponCreateRequestSchema = z.object({
  sme: idField('Please select an SME'),
  addons: z.array(ZIdSchema).check(z.minLength(1, 'Please select an addon'), z.maxLength(20)),
  partner: z.optional(ZIdSchema),
  code: z
    .string(whenMissing('Please enter a code'))
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a code'),
      z.maxLength(40),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphens and underscores only.'),
    ),
  percentage_discount: z.coerce
    .number('Please enter a discount percentage')
    .check(
      z.gt(0, 'Please enter a discount percentage'),
      z.lte(100, 'Ensure this value is less than or equal to 100.'),
    ),
});
export type TCouponCreateRequest = z.input<typeof ZCouponCreateRequestSchema>;

/** A partner's monthly SMS bundle; an SME on one is billed for it every cycle (SMS billing). */
export const ZSmsPackageSchema = z.object({
  id: z.int(),
  name: z.string(),
  sms_count: z.int(),
  /** RWF per cycle. */
  price: z.number(),
});
export type TSmsPackage = z.infer<typeof ZSmsPackageSchema>;
export const ZSmsPackageListSchema = z.array(ZSmsPackageSchema);

/** GET partner/billing/export/ and partner/sms-package/billing/export/: the lists' filters, every row (decision 051). */
export const ZBillingExportQuerySchema = z.omit(ZBillingListQuerySchema, {
  page: true,
  page_size: true,
  ordering: true,
});
export type TBillingExportQuery = z.input<typeof ZBillingExportQuerySchema>;
