import { useEffect, useRef } from 'react';
import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useNavigate } from 'react-router';
import { LONG_TOAST_MS, notify } from '../../../lib/notify';
import { AuthLayout } from '../components/auth-layout';
import { SIGN_UP_PARTNERS, SIGN_UP_SUBSCRIPTIONS, ZSignUpFormSchema, type TSignUpForm } from '../schemas';
import { AUTH_TEXTS } from '../texts';

const T = AUTH_TEXTS.signUp;
/** The simulated sign-up returns to / after 3 s (spec part 1 §9). */
export const SIGN_UP_REDIRECT_MS = 3000;

const EMPTY: TSignUpForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phone: '',
  partner: '',
  subscription: '',
};

/** Sign Up is simulated on the client, as the specification describes: no request is made. */
export function SignUpPage() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const form = useForm<TSignUpForm>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zod4Resolver(ZSignUpFormSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(() => {
    notify.success(T.success, { autoClose: LONG_TOAST_MS });
    form.reset();
    timer.current = window.setTimeout(() => navigate('/'), SIGN_UP_REDIRECT_MS);
  });

  return (
    <AuthLayout title={T.title} subtitle={T.subtitle} isWide>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={T.firstName}
              withAsterisk
              autoComplete="given-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={T.lastName}
              withAsterisk
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={T.email}
            type="email"
            withAsterisk
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={T.password}
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <TextInput
            label={T.phone}
            type="tel"
            withAsterisk
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={T.partner}
              withAsterisk
              data={SIGN_UP_PARTNERS}
              allowDeselect={false}
              {...form.getInputProps('partner')}
            />
            <Select
              label={T.subscription}
              withAsterisk
              data={SIGN_UP_SUBSCRIPTIONS}
              allowDeselect={false}
              {...form.getInputProps('subscription')}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" component={Link} to="/">
              {T.cancel}
            </Button>
            <Button type="submit" disabled={!form.isValid()}>
              {T.submit}
            </Button>
          </Group>
          <Text size="sm" ta="center" c="dimmed">
            {T.haveAccount}{' '}
            <Anchor component={Link} to="/" fw={600}>
              {T.signIn}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
