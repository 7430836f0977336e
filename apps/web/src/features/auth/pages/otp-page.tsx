import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Center, Group, Loader, PinInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { useNavigate } from 'react-router';
import { meQueryOptions } from '../../../lib/api/get-me';
import { useLogout } from '../../../lib/api/logout';
import { serverMessage } from '../../../lib/api-error';
import { getAuthState, markOtpVerified, setTokens, setUser, useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { hasAcceptedTerms } from '../../../lib/terms-record';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthLayout } from '../components/auth-layout';
import { useRequestOtp } from '../components/use-request-otp';
import { ZOtpFormSchema } from '../schemas';
import { AUTH_TEXTS } from '../texts';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// The terms (a first sign-in only) are loaded when they open, or at the first key or touch on the page, the
// code being typed (decision 099): not needed to show the code form.
const TermsModal = dialogOnFirstUse(
  () => import('../components/terms-modal').then((m) => m.TermsModal),
  'opened',
);

const T = AUTH_TEXTS.otp;
/** After agreeing, the dashboard opens 1 s later (spec part 1 §9). */
export const TERMS_REDIRECT_MS = 1000;

export function OtpPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const requestOtp = useRequestOtp();
  const verifyOtp = useVerifyOtp();
  const [isResending, setIsResending] = useState(false);
  // Back on /otp after verifying but before agreeing (e.g. a reload): show the agreement again.
  const [isTermsOpen, setIsTermsOpen] = useState(
    () => getAuthState().otpVerified && !hasAcceptedTerms(getAuthState().user),
  );
  const email = useAuthStore((s) => s.user?.email);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const form = useForm({
    mode: 'controlled',
    initialValues: { token: '' },
    validate: zod4Resolver(ZOtpFormSchema),
  });

  const confirm = form.onSubmit(async ({ token }) => {
    try {
      const result = await verifyOtp.mutateAsync({ token });
      setTokens(result);
      markOtpVerified();
      notify.success(result.detail || T.verified);
      const user = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => null);
      if (user) setUser(user);
      if (hasAcceptedTerms(user ?? getAuthState().user)) navigate('/dashboard', { replace: true });
      else setIsTermsOpen(true);
    } catch (error) {
      const message = serverMessage(error) ?? T.invalid;
      form.setFieldError('token', message);
      notify.error(message);
    }
  });

  const resend = async () => {
    setIsResending(true);
    await requestOtp();
    setIsResending(false);
  };

  const onAccepted = (version: string) => {
    redirectTimer.current = window.setTimeout(() => {
      const { user } = getAuthState();
      if (user) setUser({ ...user, accepted_terms_version: version });
      navigate('/dashboard', { replace: true });
    }, TERMS_REDIRECT_MS);
  };

  const isBusy = verifyOtp.isPending;
  return (
    <AuthLayout title={T.title} subtitle={T.text}>
      <form onSubmit={confirm} noValidate>
        <Stack gap="lg">
          {email && (
            <Text size="sm" c="dimmed" mt={-12}>
              {email}
            </Text>
          )}
          <Center>
            <PinInput
              length={6}
              type="number"
              inputMode="numeric"
              oneTimeCode
              autoFocus
              size="md"
              gap="xs"
              ariaLabel={T.label}
              disabled={isBusy}
              error={Boolean(form.errors.token)}
              value={form.values.token}
              onChange={(value) => {
                form.setFieldValue('token', value);
                form.clearFieldError('token');
              }}
            />
          </Center>
          {form.errors.token && (
            <Text c="red" size="sm" ta="center" role="alert">
              {form.errors.token}
            </Text>
          )}
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={isBusy || !form.isValid()}
            leftSection={isBusy ? <Loader size={16} color="gray" /> : undefined}
          >
            {isBusy ? T.processing : T.confirm}
          </Button>
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={() => logout.mutate()}>
              {T.backToSignIn}
            </Anchor>
            <Button variant="subtle" size="compact-sm" onClick={resend} loading={isResending}>
              {T.resend}
            </Button>
          </Group>
        </Stack>
      </form>
      <TermsModal opened={isTermsOpen} onAccepted={onAccepted} onDecline={() => logout.mutate()} />
    </AuthLayout>
  );
}
