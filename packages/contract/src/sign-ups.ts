import { z } from 'zod/mini';
import { digitsParam, idField, whenMissing } from './common';
import { SIGN_UP_PASSWORD_PATTERN, SIGN_UP_TEXTS } from './sign-up-texts';

/** What the public Sign Up selects show (spec part 1 §3): only ids and names. */
export const ZSignUpPlanOptionSchema = z.object({ id: z.number(), name: z.string() });
export const ZSignUpPartnerOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  subscription_plans: z.array(ZSignUpPlanOptionSchema),
});
export type TSignUpPartnerOption = z.infer<typeof ZSignUpPartnerOptionSchema>;

/** GET sign-up/options/: `is_open` is false when no platform administrator is configured to review. */
export const ZSignUpOptionsSchema = z.object({
  is_open: z.boolean(),
  partners: z.array(ZSignUpPartnerOptionSchema),
});
export type TSignUpOptions = z.infer<typeof ZSignUpOptionsSchema>;

// The texts and the password rule live apart from the schemas, so the sign-in page can show them without
// zod (issue 29 §7); re-exported here for everything else.
export { SIGN_UP_PASSWORD_PATTERN, SIGN_UP_TEXTS };

const required = (max: number) =>
  z
    .string(whenMissing(SIGN_UP_TEXTS.required))
    .check(z.trim(), z.minLength(1, SIGN_UP_TEXTS.required), z.maxLength(max));

/** POST sign-up/: the applicant registers as an SME under a partner, on one of its plans. */
export const ZSignUpRequestSchema = z.object({
  first_name: required(60),
  last_name: required(60),
  email: z.pipe(
    z.string(whenMissing(SIGN_UP_TEXTS.required)).check(z.trim(), z.maxLength(254)),
    z.email(SIGN_UP_TEXTS.email),
  ),
  // 128: argon2 costs the same for any length, but a megabyte of "password" is not one.
  password: z
    .string(whenMissing(SIGN_UP_TEXTS.required))
    .check(
      z.minLength(8, SIGN_UP_TEXTS.passwordMin),
      z.maxLength(128),
      z.regex(SIGN_UP_PASSWORD_PATTERN, SIGN_UP_TEXTS.passwordRule),
    ),
  phone: required(30),
  partner: digitsParam(idField(SIGN_UP_TEXTS.required)),
  subscription_plan: digitsParam(idField(SIGN_UP_TEXTS.required)),
});
export type TSignUpRequest = z.input<typeof ZSignUpRequestSchema>;

/** The review link's secret (from the mail), sent in a body: a GET never decides (mail scanners prefetch). */
export const ZSignUpReviewRequestSchema = z.object({
  token: z
    .string(whenMissing(SIGN_UP_TEXTS.required))
    .check(z.minLength(1, SIGN_UP_TEXTS.required), z.maxLength(100)),
});
export type TSignUpReviewRequest = z.infer<typeof ZSignUpReviewRequestSchema>;

/** `expired`: its review link ran out undecided; set when the same address applies again. */
export const SIGN_UP_STATUSES = ['pending', 'approved', 'declined', 'expired'] as const;

/** The application as its reviewer sees it (never the password). */
export const ZSignUpApplicationSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  partner_name: z.string(),
  subscription_plan_name: z.string(),
  status: z.enum(SIGN_UP_STATUSES),
  created: z.string(),
  review_expires_at: z.string(),
});
export type TSignUpApplication = z.infer<typeof ZSignUpApplicationSchema>;
