import { z } from 'zod';
import { ZIdParamSchema, ZIdSchema, paginated, ZPageQuerySchema, orderingParam } from './common';

import { SUBSCRIPTION_PLAN_NAMES } from './subscription-plan-names';

export { SUBSCRIPTION_PLAN_NAMES };
export const ZSubscriptionPlanNameSchema = z.enum(
  SUBSCRIPTION_PLAN_NAMES,
  'Select one of Starter, Plus, Pro, Pro+.',
);

export const ZSubscriptionPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** USD per month; billings convert it to RWF at the rate of their day. */
  price: z.number(),
  currency: z.string(),
  partner: z.number().int(),
  /** SMEs on this plan that are still in their trial / paying. */
  trial_period_status: z.string(),
  payment_status: z.string(),
  realm: z.number().int().nullable(),
  created: z.string(),
});
export type TSubscriptionPlan = z.infer<typeof ZSubscriptionPlanSchema>;
export const ZSubscriptionPlanListSchema = z.array(ZSubscriptionPlanSchema);

export const ZSubscriptionPlanCreateRequestSchema = z.object({
  name: ZSubscriptionPlanNameSchema,
  price: z.coerce
    .number('Enter a valid number.')
    .finite('Enter a valid number.')
    .gt(0, 'Ensure this value is greater than 0.')
    .max(100_000, 'Ensure this value is less than or equal to 100000.'),
  partner: ZIdSchema.optional(),
});
export type TSubscriptionPlanCreateRequest = z.input<typeof ZSubscriptionPlanCreateRequestSchema>;

/** The plans the Add Subscription form still offers. */
export const remainingPlanNames = (existing: readonly string[]): string[] =>
  SUBSCRIPTION_PLAN_NAMES.filter((name) => !existing.includes(name));

export const ZActiveCancelledSchema = z.object({
  active_subscriptions: z.number().int(),
  cancelled_subscriptions: z.number().int(),
});
export type TActiveCancelled = z.infer<typeof ZActiveCancelledSchema>;

/** A subscriber: one of the partner's SMEs on one of its plans, with its latest invoice. */
export const ZSubscriberSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string().nullable(),
  invoice_ninja_id: z.number().int().nullable(),
  partner_id: z.object({ admin_email: z.string(), name: z.string() }),
  subscription_plan: z.string(),
  status: z.string(),
  created: z.string(),
});
export type TSubscriber = z.infer<typeof ZSubscriberSchema>;
export const ZSubscriberPageSchema = paginated(ZSubscriberSchema);

/** The subscriber list's sortable fields; newest first without one. */
export const SUBSCRIBER_ORDERING = ['name', 'email', 'subscription_plan', 'created'] as const;
export const ZSubscriberListQuerySchema = ZPageQuerySchema.extend({
  partner: ZIdParamSchema.optional(),
  ordering: orderingParam(SUBSCRIBER_ORDERING),
});
