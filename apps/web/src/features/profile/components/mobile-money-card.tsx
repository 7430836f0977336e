import { useState } from 'react';
import {
  Button,
  Card,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MOBILE_MONEY_PROVIDERS, type TMobileMoneyProvider } from '@ared/contract/mobile-money';
import { useMobileMoneyChanges, useMobileMoneyCredentials } from '../../../lib/api/mobile-money';
import { applyFieldErrors, serverMessage } from '../../../lib/api-error';
import { formatListDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { MOBILE_MONEY_CARD_TEXTS as T, PROVIDER_FIELDS } from '../mobile-money-texts';

/**
 * The partner's mobile-money accounts (issue 32 §1, decision 077), the partner admin's: which providers are
 * set up and when, and a form to enter or replace one's credentials. Write-only: the form starts empty and
 * the server never sends a value back.
 */
export function MobileMoneyCard() {
  const { data } = useMobileMoneyCredentials();
  const [editing, setEditing] = useState<TMobileMoneyProvider | null>(null);
  const { remove } = useMobileMoneyChanges();
  if (!data) return null;

  const removeProvider = async (provider: TMobileMoneyProvider) => {
    try {
      await remove.mutateAsync(provider);
      notify.success(T.removed);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.failed);
    }
  };

  return (
    <Card padding="lg" data-testid="mobile-money-card">
      <Title order={4} mb="xs">
        {T.heading}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {T.hint}
      </Text>
      <Stack gap="md">
        {MOBILE_MONEY_PROVIDERS.map((provider) => {
          const state = data.find((s) => s.provider === provider);
          return (
            <Stack key={provider} gap={6}>
              <Text fw={500}>{T.providers[provider]}</Text>
              <Text size="sm" c="dimmed">
                {state
                  ? T.setUp(T.environments[state.environment], formatListDateTime(state.updated_at) ?? '')
                  : T.notSetUp}
              </Text>
              {editing === provider ? (
                <CredentialsForm provider={provider} onDone={() => setEditing(null)} />
              ) : (
                <Group gap="xs">
                  <Button size="xs" variant="light" onClick={() => setEditing(provider)}>
                    {state ? T.replace : T.enter}
                  </Button>
                  {state && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => void removeProvider(provider)}
                      aria-label={`${T.remove} ${T.providers[provider]}`}
                    >
                      {T.remove}
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}

function CredentialsForm({ provider, onDone }: { provider: TMobileMoneyProvider; onDone: () => void }) {
  const fields = PROVIDER_FIELDS[provider];
  const { save } = useMobileMoneyChanges();
  const form = useForm<Record<string, string>>({
    initialValues: { environment: 'sandbox', ...Object.fromEntries(fields.map((f) => [f.name, ''])) },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ provider, fields: values });
      notify.success(T.saved);
      onDone();
    } catch (error) {
      applyFieldErrors(form, error, ['environment', ...fields.map((f) => f.name)]);
      notify.error(serverMessage(error) ?? T.failed);
    }
  });

  return (
    <form onSubmit={submit} aria-label={`${T.providers[provider]} credentials`}>
      <Stack gap="xs">
        <div>
          <Text size="sm" fw={500} mb={4}>
            {T.environment}
          </Text>
          <SegmentedControl
            data={[
              { value: 'sandbox', label: T.environments.sandbox },
              { value: 'live', label: T.environments.live },
            ]}
            {...form.getInputProps('environment')}
          />
        </div>
        {fields.map((field) => {
          const Input = field.secret ? PasswordInput : TextInput;
          return (
            <Input
              key={field.name}
              label={field.label}
              autoComplete="off"
              required
              {...form.getInputProps(field.name)}
            />
          );
        })}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
