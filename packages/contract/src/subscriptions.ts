import { z } from 'zod/mini';
import { ZIdParamSchema, ZIdSchema, paginated, ZPageQuerySchema, orderingParam } from './common';

import { SUBSCRIPTION_PLAN_NAMES } from './subscription-plan-names';

export { SUBSCRIPTION_PLAN_NAMES };
export const ZSubscriptionPlanNameSchema = z.enum(
  SUBSCRIPTION_PLAN_NAMES,
  'Select one of Starter, Plus, Pro, Pro+.',
);

export const ZSubscriptionPlanSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** USD per month; billings convert it to RWF at the rate of their day. */
  price: z.number(),
  currency: z.string(),
  partner: z.int(),
  /** SMEs on this plan that are still in their trial / paying. */
  trial_period_status: z.string(),
  payment_status: z.string(),
  realm: z.nullable(z.int()),
  created: z.string(),
});
export type TSubscriptionPlan = z.infer<typeof ZSubscriptionPlanSchema>;
export const ZSubscriptionPlanListSchema = z.array(ZSubscriptionPlanSchema);

export const ZSubscriptionPlanCreateRequestSchema = z.object({
  name: ZSubscriptionPlanNameSchema,
  price: z.coerce
    .number('Enter a valid number.')
    .check(
      z.gt(0, 'Ensure this value is greater than 0.'),
      z.lte(100_000, 'Ensure this value is less than or equal to 100000.'),
    ),
  partner: z.optional(ZIdSchema),
});
export type TSubscriptionPlanCreateRequest = z.input<typeof ZSubscriptionPlanCreateRequestSchema>;

/** The plans the Add Subscription form still offers. */
export const remainingPlanNames = (existing: readonly string[]): string[] =>
  SUBSCRIPTION_PLAN_NAMES.filter((name) => !existing.includes(name));

export const ZActiveCancelledSchema = z.object({
  active_subscriptions: z.int(),
  cancelled_subscriptions: z.int(),
});
export type TActiveCancelled = z.infer<typeof ZActiveCancelledSchema>;

/** A subscriber: one of the partner's SMEs on one of its plans, with its latest invoice. */
export const ZSubscriberSchema = z.object({
  id: z.int(),
  invoice_number: z.nullable(z.string()),
  invoice_ninja_id: z.nullable(z.int()),
  partner_id: z.object({ admin_email: z.string(), name: z.string() }),
  subscription_plan: z.string(),
  status: z.string(),
  created: z.string(),
});
export type TSubscriber = z.infer<typeof ZSubscriberSchema>;
export const ZSubscriberPageSchema = paginated(ZSubscriberSchema);

/** The subscriber list's sortable fields; newest first without one. */
export const SUBSCRIBER_ORDERING = ['name', 'email', 'subscription_plan', 'created'] as const;
export const ZSubscriberListQuerySchema = z.extend(ZPageQuerySchema, {
  partner: z.optional(ZIdParamSchema),
  ordering: orderingParam(SUBSCRIBER_ORDERING),
});
