import { useCallback } from 'react';
import { serverMessage } from '../../../lib/api-error';
import { LONG_TOAST_MS, notify } from '../../../lib/notify';
import { sendOtp } from '../api/send-otp';
import { AUTH_TEXTS } from '../texts';

/** POST 2fa/ with its toasts: 'OTP sent to your email.' (8 s) or the server's detail. */
export function useRequestOtp() {
  return useCallback(async (): Promise<boolean> => {
    try {
      await sendOtp();
      notify.success(AUTH_TEXTS.otp.sent, { autoClose: LONG_TOAST_MS });
      return true;
    } catch (error) {
      notify.error(serverMessage(error) ?? AUTH_TEXTS.signIn.loginFailed);
      return false;
    }
  }, []);
}
