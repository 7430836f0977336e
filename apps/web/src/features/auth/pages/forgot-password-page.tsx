import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { Link } from 'react-router';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { useRequestPasswordReset } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { ZForgotPasswordFormSchema } from '../schemas';
import { AUTH_TEXTS } from '../texts';

const T = AUTH_TEXTS.forgotPassword;

export function ForgotPasswordPage() {
  const resetPassword = useRequestPasswordReset();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zod4Resolver(ZForgotPasswordFormSchema),
    validateInputOnBlur: true,
  });
  const formRef = useTypedBeforeHydration(form);

  const submit = form.onSubmit(async ({ email }) => {
    try {
      await resetPassword.mutateAsync({
        email: email.trim(),
        site: { url: window.location.origin, name: AUTH_TEXTS.siteName },
      });
      notify.success(T.sent);
      form.reset();
    } catch (error) {
      notify.error(serverMessage(error) ?? T.failed);
    }
  });

  return (
    <AuthLayout title={T.title} subtitle={T.subtitle}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={T.email}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={resetPassword.isPending}
            disabled={!form.isValid()}
          >
            {T.submit}
          </Button>
          <Anchor component={Link} to="/" size="sm" ta="center">
            {T.backToSignIn}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
