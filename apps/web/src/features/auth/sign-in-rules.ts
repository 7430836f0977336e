import { AUTH_TEXTS } from './texts';

const T = AUTH_TEXTS.validation;

/**
 * A valid email, as zod's `z.email()` reads it (its default pattern): one rule for the sign-in form, which
 * checks it without zod, and the other auth forms' schemas (schemas.ts).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type TSignInForm = { email: string; password: string };

/**
 * Sign In: email required and valid; password required (spec part 1 §2). Plain functions, not a zod
 * schema: the sign-in page is the first most visitors load, and zod with the contract's schemas is a
 * quarter of its script (issue 29 §7). The answers are still parsed with the contract, loaded on submit.
 */
export const signInRules = {
  email: (value: string) =>
    value.trim() === '' ? T.emailRequired : EMAIL_PATTERN.test(value.trim()) ? null : T.emailInvalid,
  password: (value: string) => (value === '' ? T.passwordRequired : null),
};
