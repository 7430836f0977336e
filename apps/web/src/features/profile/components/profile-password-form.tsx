import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { PasswordFields } from '../../../components/password-fields';
import { applyFieldErrors, serverMessage } from '../../../lib/api-error';
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
      applyFieldErrors(form, error, FIELDS);
      notify.error(serverMessage(error) ?? T.failed);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <PasswordFields
          getInputProps={form.getInputProps}
          labels={{ current: T.current, new: T.new, confirm: T.confirm }}
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
