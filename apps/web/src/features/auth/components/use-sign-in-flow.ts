import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setActiveTab, DEFAULT_ACTIVE_TAB } from '../../../lib/active-tab';
import { meQueryOptions } from '../../../lib/api/get-me';
import { serverMessage } from '../../../lib/api-error';
import { clearSession, getAuthState, markAuthenticated, setTokens, setUser } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { NO_PARTNER_ACCOUNT_TEXT, decideUserFetch } from '../../../lib/user-fetch-rules';
import { createToken } from '../api/create-token';
import type { TSignInForm } from '../sign-in-rules';
import { AUTH_TEXTS } from '../texts';
import { useRequestOtp } from './use-request-otp';

export type SignInStage = keyof typeof AUTH_TEXTS.signIn.stages;

/**
 * The login flow of spec part 1 §4: credentials → tokens stored → user fetched (and judged by the user
 * fetch rules) → OTP sent → /otp. `stage` drives the button label.
 */
export function useSignInFlow() {
  const [stage, setStage] = useState<SignInStage>('idle');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requestOtp = useRequestOtp();

  const signIn = async ({ email, password }: TSignInForm) => {
    clearSession();
    queryClient.clear();
    setStage('loggingIn');
    try {
      setTokens(await createToken({ phone: email.trim(), password }));
      setStage('fetchingUser');
      const user = await queryClient.fetchQuery(meQueryOptions());
      const outcome = decideUserFetch(user, getAuthState().isAuthenticated);
      if (outcome === 'rejected') {
        clearSession();
        queryClient.clear();
        notify.error(NO_PARTNER_ACCOUNT_TEXT);
        setStage('idle');
        navigate('/', { replace: true });
        return;
      }
      setUser(user);
      markAuthenticated();
      if (outcome !== 'accepted') {
        navigate('/change-password');
        return;
      }
      setActiveTab(DEFAULT_ACTIVE_TAB);
      setStage('sendingOtp');
      await requestOtp();
      navigate('/otp');
    } catch (error) {
      clearSession();
      notify.error(serverMessage(error) ?? AUTH_TEXTS.signIn.loginFailed);
      setStage('idle');
    }
  };

  return { stage, isBusy: stage !== 'idle', signIn };
}
