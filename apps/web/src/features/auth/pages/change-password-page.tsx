import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { useNavigate } from 'react-router';
import { PasswordFields } from '../../../components/password-fields';
import { applyFieldErrors, serverMessage } from '../../../lib/api-error';
import { getAuthState, setUser } from '../../../lib/auth-store';
import { LONG_TOAST_MS, notify } from '../../../lib/notify';
import { useUpdatePassword } from '../api/update-password';
import { AuthLayout } from '../components/auth-layout';
import { useRequestOtp } from '../components/use-request-otp';
import { ZChangePasswordFormSchema, type TChangePasswordForm } from '../schemas';
import { AUTH_TEXTS } from '../texts';

const T = AUTH_TEXTS.changePassword;
const FIELDS = ['current_password', 'new_password'] as const;

/** The forced change of the default password, right after the first sign-in (spec part 1 §4). */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const updatePassword = useUpdatePassword();
  const requestOtp = useRequestOtp();
  const form = useForm<TChangePasswordForm>({
    mode: 'controlled',
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    validate: zod4Resolver(ZChangePasswordFormSchema),
    validateInputOnBlur: true,
    validateInputOnChange: ['confirm_password'],
  });

  const submit = form.onSubmit(async ({ current_password, new_password }) => {
    try {
      await updatePassword.mutateAsync({ current_password, new_password });
    } catch (error) {
      applyFieldErrors(form, error, FIELDS);
      notify.error(serverMessage(error) ?? T.failed);
      return;
    }
    notify.success(T.changed, { autoClose: LONG_TOAST_MS });
    const { user, otpVerified } = getAuthState();
    if (user) setUser({ ...user, changed_password_after_initial_login: true });
    // With the OTP already received the dashboard opens; otherwise the code is sent now.
    if (otpVerified) {
      navigate('/dashboard', { replace: true });
      return;
    }
    await requestOtp();
    navigate('/otp', { replace: true });
  });

  return (
    <AuthLayout title={T.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />}>
            {T.text}
          </Alert>
          <PasswordFields
            getInputProps={form.getInputProps}
            labels={{ current: T.current, new: T.new, confirm: T.confirm }}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={updatePassword.isPending}
            disabled={!form.isValid()}
          >
            {T.submit}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
