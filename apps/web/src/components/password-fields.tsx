import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

type PasswordField = 'current_password' | 'new_password' | 'confirm_password';

type PasswordFieldsProps = {
  /** The form's getInputProps; the form names its fields current_password, new_password, confirm_password. */
  getInputProps: (path: PasswordField) => GetInputPropsReturnType;
  /** Leave `current` out for forms that set a password without the old one (reset). */
  labels: { current?: string; new: string; confirm: string };
};

/** Current, new and confirm password inputs, the same on every password form. */
export function PasswordFields({ getInputProps, labels }: PasswordFieldsProps) {
  return (
    <>
      {labels.current && (
        <PasswordInput
          label={labels.current}
          withAsterisk
          autoComplete="current-password"
          {...getInputProps('current_password')}
        />
      )}
      <PasswordInput
        label={labels.new}
        withAsterisk
        autoComplete="new-password"
        {...getInputProps('new_password')}
      />
      <PasswordInput
        label={labels.confirm}
        withAsterisk
        autoComplete="new-password"
        {...getInputProps('confirm_password')}
      />
    </>
  );
}
