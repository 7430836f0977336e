/** The plans a partner may offer its SMEs, in this order (spec part 2 §5); zod-free for sme-plans.ts. */
export const SUBSCRIPTION_PLAN_NAMES = ['Starter', 'Plus', 'Pro', 'Pro+'] as const;
