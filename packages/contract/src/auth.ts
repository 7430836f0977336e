import { z } from 'zod/mini';
import { TERMS_VERSION } from './terms-version';

/** POST auth/jwt/create/: the field is called phone but holds the email (spec part 1 §7). */
export const ZJwtCreateRequestSchema = z.object({
  phone: z.string().check(z.trim(), z.minLength(1, 'This field may not be blank.')),
  password: z.string().check(z.minLength(1, 'This field may not be blank.')),
});
export type TJwtCreateRequest = z.infer<typeof ZJwtCreateRequestSchema>;

export const ZTokenPairSchema = z.object({ refresh: z.string(), access: z.string() });
export type TTokenPair = z.infer<typeof ZTokenPairSchema>;

export const ZJwtRefreshRequestSchema = z.object({
  refresh: z.string().check(z.minLength(1, 'This field may not be blank.')),
});
export type TJwtRefreshRequest = z.infer<typeof ZJwtRefreshRequestSchema>;

/** The spec reads `access`; the refresh token is rotated on every use, so a new one comes back too. */
export const ZJwtRefreshResponseSchema = ZTokenPairSchema;

export const ZLogoutRequestSchema = z.object({
  refresh: z.string().check(z.minLength(1, 'This field may not be blank.')),
});

export const ZOtpVerifyRequestSchema = z.object({
  token: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code.')),
});
export type TOtpVerifyRequest = z.infer<typeof ZOtpVerifyRequestSchema>;

/** After the one-time password, tokens that carry the second factor replace the first ones. */
export const ZOtpVerifyResponseSchema = z.object({
  detail: z.string(),
  access: z.string(),
  refresh: z.string(),
});
export type TOtpVerifyResponse = z.infer<typeof ZOtpVerifyResponseSchema>;

export const ZResetPasswordRequestSchema = z.object({
  email: z.email('Enter a valid email address.'),
  site: z.optional(z.object({ url: z.optional(z.string()), name: z.optional(z.string()) })),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

export const ZPasswordSchema = z
  .string()
  .check(
    z.minLength(6, 'Ensure this field has at least 6 characters.'),
    z.maxLength(50, 'Ensure this field has no more than 50 characters.'),
  );

export const ZResetPasswordConfirmRequestSchema = z.object({
  uid: z.string().check(z.minLength(1, 'This field may not be blank.')),
  token: z.string().check(z.minLength(1, 'This field may not be blank.')),
  new_password: ZPasswordSchema,
});
export type TResetPasswordConfirmRequest = z.infer<typeof ZResetPasswordConfirmRequestSchema>;

/** POST users/update-password/ and POST auth/users/set_password/ share this body. */
export const ZChangePasswordRequestSchema = z.object({
  current_password: z.string().check(z.minLength(1, 'This field may not be blank.')),
  new_password: ZPasswordSchema,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

export { TERMS_EFFECTIVE_DATE, TERMS_VERSION } from './terms-version';

export const ZTermsAcceptRequestSchema = z.object({ version: z.literal(TERMS_VERSION) });
export const ZTermsAcceptResponseSchema = z.object({
  version: z.string(),
  accepted_at: z.string(),
});
