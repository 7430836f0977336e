import { forbidden } from '../../lib/http-errors';
import { OTP_REQUIRED } from './dashboard-user';
import { preOtpUser } from './pre-otp';
import type { AuthStrategy } from './strategy';

/**
 * Anyone who may sign in (a partner's dashboard user or a platform support agent, decision 072) past the
 * one-time password: the calls about the account itself whatever its role — accepting the terms, changing
 * the password. Calls that need a partner keep the default, which refuses an account without one.
 */
export const signedInAnyRole: AuthStrategy = async (app, request, ctx) => {
  await preOtpUser(app, request, ctx);
  if (!request.user?.otpVerified) throw forbidden(OTP_REQUIRED);
};
