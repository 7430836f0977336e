import { z } from 'zod/mini';

type PasswordPair = { new_password: string; confirm_password: string };

/**
 * A password form's check that the confirmation repeats the new password; the message shows under the
 * confirmation field. The reset-password, change-password and profile password forms use it.
 */
export const passwordsMatch = (message: string) =>
  z.refine<PasswordPair>((v) => v.new_password === v.confirm_password, {
    message,
    path: ['confirm_password'],
  });
