import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ApiError, serverMessage } from '../../../lib/api-error';
import { LONG_TOAST_MS, notify } from '../../../lib/notify';
import { useSetPassword } from '../api/set-password';
import { ZProfilePasswordFormSchema, type TProfilePasswordForm } from '../schemas';
import { PROFILE_TEXTS } from '../texts';

const T = PROFILE_TEXTS.password;
const FIELDS = ['current_password', 'new_password'] as const;

export function ProfilePasswordForm() {
  const setPassword = useSetPassword();
  const form = useForm<TProfilePasswordForm>({
    mode: 'controlled',
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    validate: zod4Resolver(ZProfilePasswordFormSchema),
    validateInputOnBlur: true,
    validateInputOnChange: ['confirm_password'],
  });

  const submit = form.onSubmit(async ({ current_password, new_password }) => {
    try {
      await setPassword.mutateAsync({ current_password, new_password });
      notify.success(T.changed, { autoClose: LONG_TOAST_MS });
      form.reset();
    } catch (error) {
      if (error instanceof ApiError)
        FIELDS.forEach((f) => {
          const message = error.fieldErrors?.[f]?.[0];
          if (message) form.setFieldError(f, message);
        });
      notify.error(serverMessage(error) ?? T.failed);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <PasswordInput
          label={T.current}
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label={T.new}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('new_password')}
        />
        <PasswordInput
          label={T.confirm}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('confirm_password')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={setPassword.isPending} disabled={!form.isValid()}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
