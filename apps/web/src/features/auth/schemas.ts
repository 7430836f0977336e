import { z } from 'zod/mini';
import { passwordsMatch } from '../../lib/passwords-match';
import { ZChangePasswordRequestSchema, ZOtpVerifyRequestSchema } from '@ared/contract/auth';
import { SIGN_UP_PASSWORD_PATTERN } from '@ared/contract/sign-ups';
import { EMAIL_PATTERN } from './sign-in-rules';
import { AUTH_TEXTS } from './texts';

const T = AUTH_TEXTS.validation;

const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, T.emailRequired)),
  z.string().check(z.regex(EMAIL_PATTERN, T.emailInvalid)),
);

/** 6 to 50 characters (change and reset, spec part 1 §5 and §9). */
const password6to50 = (required: string) =>
  z
    .string()
    .check(z.minLength(1, required), z.minLength(6, T.passwordLength), z.maxLength(50, T.passwordLength));

/** OTP: the contract's request schema (six digits). */
export const ZOtpFormSchema = ZOtpVerifyRequestSchema;

export const ZForgotPasswordFormSchema = z.object({ email });

/** Change password: the contract's body plus a confirmation that must match. */
export const ZChangePasswordFormSchema = z
  .extend(ZChangePasswordRequestSchema, {
    current_password: password6to50(T.currentPasswordRequired),
    new_password: password6to50(T.newPasswordRequired),
    confirm_password: z.string().check(z.minLength(1, T.confirmRequired)),
  })
  .check(passwordsMatch(T.passwordsMustMatch));
export type TChangePasswordForm = z.infer<typeof ZChangePasswordFormSchema>;

export const ZResetPasswordFormSchema = z
  .object({
    new_password: password6to50(T.newPasswordRequired),
    confirm_password: z.string().check(z.minLength(1, T.confirmRequired)),
  })
  .check(passwordsMatch(T.passwordsMustMatch));
export type TResetPasswordForm = z.infer<typeof ZResetPasswordFormSchema>;

/** Sign Up: minimum 8 with an uppercase, lowercase, number and one of !@#$%^&* (spec part 1 §5). */
export const ZSignUpFormSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, T.firstNameRequired)),
  lastName: z.string().check(z.trim(), z.minLength(1, T.lastNameRequired)),
  email,
  password: z
    .string()
    .check(
      z.minLength(1, T.passwordRequired),
      z.minLength(8, T.signUpPasswordMin),
      z.regex(SIGN_UP_PASSWORD_PATTERN, T.signUpPasswordRule),
    ),
  phone: z.string().check(z.trim(), z.minLength(1, T.phoneRequired)),
  partner: z.string().check(z.minLength(1, T.partnerRequired)),
  subscription: z.string().check(z.minLength(1, T.subscriptionRequired)),
});
export type TSignUpForm = z.infer<typeof ZSignUpFormSchema>;
