import { Anchor, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { signInRules, type TSignInForm } from '../sign-in-rules';
import { AUTH_TEXTS } from '../texts';
import { useSignInFlow } from './use-sign-in-flow';

const T = AUTH_TEXTS.signIn;

export function SignInForm() {
  const { stage, isBusy, signIn } = useSignInFlow();
  const form = useForm<TSignInForm>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: signInRules,
    validateInputOnBlur: true,
  });
  const formRef = useTypedBeforeHydration(form);
  // Disabled while the form is invalid or a step is running (spec part 1 §2).
  const isDisabled = isBusy || !form.isValid();

  return (
    <form ref={formRef} onSubmit={form.onSubmit((values) => signIn(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.email}
          placeholder={T.emailPlaceholder}
          type="email"
          autoComplete="username"
          disabled={isBusy}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={T.password}
          placeholder={T.passwordPlaceholder}
          autoComplete="current-password"
          disabled={isBusy}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {T.forgotPassword}
          </Anchor>
        </Group>
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={isDisabled}
          leftSection={isBusy ? <Loader size={16} color="gray" /> : undefined}
        >
          {T.stages[stage]}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {T.noAccount}{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            {T.signUp}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
