import { useEffect, useRef } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { FirstUseSelect } from '../../../components/first-use-select';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { Link, useNavigate } from 'react-router';
import { ApiError, firstFieldError, serverMessage } from '../../../lib/api-error';
import { LONG_TOAST_MS, notify } from '../../../lib/notify';
import { useApplyForSignUp } from '../api/apply-for-sign-up';
import { useSignUpOptions } from '../api/get-sign-up-options';
import { AuthLayout } from '../components/auth-layout';
import { ZSignUpFormSchema, type TSignUpForm } from '../schemas';
import { AUTH_TEXTS } from '../texts';

const T = AUTH_TEXTS.signUp;
/** After the application is sent the page returns to / after 3 s (spec part 1 §9). */
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

/** The server's field names → the form's. */
const SERVER_FIELDS: Record<string, keyof TSignUpForm> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  password: 'password',
  phone: 'phone',
  partner: 'partner',
  subscription_plan: 'subscription',
};

/**
 * Sign Up (spec part 1 §3) as a real application (decision 057): the partners and their plans come from
 * the server, the application is stored and mailed for a platform administrator to approve, and the
 * message says exactly that.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const options = useSignUpOptions();
  const apply = useApplyForSignUp();
  const form = useForm<TSignUpForm>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zod4Resolver(ZSignUpFormSchema),
    validateInputOnBlur: true,
  });
  const partners = options.data?.partners ?? [];
  const plans = partners.find((p) => String(p.id) === form.values.partner)?.subscription_plans ?? [];
  const isClosed = options.data?.is_open === false;

  const submit = form.onSubmit(async (values) => {
    try {
      await apply.mutateAsync({
        first_name: values.firstName,
        last_name: values.lastName,
        email: values.email,
        password: values.password,
        phone: values.phone,
        partner: Number(values.partner),
        subscription_plan: Number(values.subscription),
      });
    } catch (error) {
      const fields = Object.entries(SERVER_FIELDS).filter(([server]) => firstFieldError(error, server));
      for (const [server, field] of fields) form.setFieldError(field, firstFieldError(error, server) ?? '');
      if (fields.length === 0) notify.error((error instanceof ApiError && serverMessage(error)) || T.failed);
      return;
    }
    notify.success(T.success, { autoClose: LONG_TOAST_MS });
    form.reset();
    timer.current = window.setTimeout(() => navigate('/'), SIGN_UP_REDIRECT_MS);
  });

  return (
    <AuthLayout title={T.title} subtitle={T.subtitle} isWide>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {isClosed && (
            <Alert color="yellow" variant="light" role="status">
              {T.closed}
            </Alert>
          )}
          {options.isError && (
            <Alert color="red" variant="light" role="alert">
              {T.optionsFailed}
            </Alert>
          )}
          {options.data?.is_open && partners.length === 0 && (
            <Alert color="yellow" variant="light" role="status">
              {T.noPartners}
            </Alert>
          )}
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
            <FirstUseSelect
              label={T.partner}
              withAsterisk
              data={partners.map((p) => ({ value: String(p.id), label: p.name }))}
              allowDeselect={false}
              {...form.getInputProps('partner')}
              // null, not '': Mantine keeps showing the last label for a value that is not an option.
              value={form.values.partner || null}
              onChange={(value) => {
                form.setFieldValue('partner', value ?? '');
                // A plan belongs to one partner: another partner clears the choice.
                form.setFieldValue('subscription', '');
              }}
            />
            <FirstUseSelect
              label={T.subscription}
              withAsterisk
              data={plans.map((p) => ({ value: String(p.id), label: p.name }))}
              disabled={form.values.partner === ''}
              allowDeselect={false}
              {...form.getInputProps('subscription')}
              value={form.values.subscription || null}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" component={Link} to="/">
              {T.cancel}
            </Button>
            <Button type="submit" loading={apply.isPending} disabled={isClosed || !form.isValid()}>
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
