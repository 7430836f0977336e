import { useState } from 'react';
import { Alert, Anchor, Button, List, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordFields } from '../../../components/password-fields';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useConfirmPasswordReset } from '../api/reset-password-confirm';
import { AuthLayout } from '../components/auth-layout';
import { ZResetPasswordFormSchema, type TResetPasswordForm } from '../schemas';
import { AUTH_TEXTS } from '../texts';

const T = AUTH_TEXTS.resetPassword;

/** /password/reset?uid=…&token=… from the reset mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? '';
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirmReset = useConfirmPasswordReset();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm<TResetPasswordForm>({
    mode: 'controlled',
    initialValues: { new_password: '', confirm_password: '' },
    validate: zod4Resolver(ZResetPasswordFormSchema),
    validateInputOnBlur: true,
    validateInputOnChange: ['confirm_password'],
  });

  const submit = form.onSubmit(async ({ new_password }) => {
    setServerErrors([]);
    try {
      await confirmReset.mutateAsync({ uid, token, new_password });
      notify.success(T.done);
      navigate('/', { replace: true });
    } catch (error) {
      const messages = error instanceof ApiError ? (error.fieldErrors?.new_password ?? []) : [];
      if (messages.length) setServerErrors(messages);
      else notify.info(T.failed);
    }
  });

  const isLinkComplete = Boolean(uid && token);
  return (
    <AuthLayout title={T.title} subtitle={T.subtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!isLinkComplete && (
            <Alert color="yellow" variant="light">
              {T.missingLink}
            </Alert>
          )}
          <PasswordFields
            getInputProps={form.getInputProps}
            labels={{ new: T.password, confirm: T.confirm }}
          />
          {serverErrors.length > 0 && (
            <Alert color="red" variant="light" role="alert" data-testid="reset-server-errors">
              <List size="sm" spacing={4}>
                {serverErrors.map((m) => (
                  <List.Item key={m}>{m}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={confirmReset.isPending}
            disabled={!isLinkComplete || !form.isValid()}
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
