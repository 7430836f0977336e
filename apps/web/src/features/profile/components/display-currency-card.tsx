import { useEffect, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FirstUseSelect } from '../../../components/first-use-select';
import { displayCurrencies } from '@ared/contract/currency-conversion';
import { usePartnerCurrency, useSetDisplayCurrency } from '../../../lib/api/partner-currency';
import { serverMessage } from '../../../lib/api-error';
import { formatRate, formatRatesDay } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/use-can';
import { PROFILE_TEXTS } from '../texts';

const T = PROFILE_TEXTS.currency;

/**
 * The partner's display currency and calendar (issue 29 §6, decision 061): amounts of several currencies
 * are shown in it, with the rates listed here. Every partner user reads it; the partner admin changes it.
 */
export function DisplayCurrencyCard() {
  const query = usePartnerCurrency();
  const save = useSetDisplayCurrency();
  const canChange = useCan('admin');
  const data = query.data;
  // The admin's pick while unsaved; none means the saved currency. Shown as `choice ?? saved` rather than
  // copied in by an effect, which left the select empty for a render once the currency had come.
  const [choice, setChoice] = useState<string | null>(null);
  useEffect(() => setChoice(null), [data?.display_currency]);
  if (!data) return null;
  const shown = choice ?? data.display_currency;
  const table = data.rate_table;
  const others = displayCurrencies(table).filter((c) => c !== table.base);

  const submit = async () => {
    if (shown === data.display_currency) return;
    try {
      await save.mutateAsync(shown);
      notify.success(T.saved);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.saveFailed);
    }
  };

  return (
    <Card padding="lg" data-testid="display-currency-card">
      <Title order={4} mb="sm">
        {T.heading}
      </Title>
      <Stack gap="sm">
        <FirstUseSelect
          label={T.label}
          description={T.hint}
          data={displayCurrencies(table)}
          value={shown}
          onChange={setChoice}
          allowDeselect={false}
          readOnly={!canChange}
        />
        {canChange && (
          <Group justify="flex-end">
            <Button onClick={submit} disabled={shown === data.display_currency} loading={save.isPending}>
              {T.save}
            </Button>
          </Group>
        )}
        <Text size="sm">
          {T.timeZone}: <b>{data.time_zone}</b>
        </Text>
        <div>
          <Text size="sm" fw={500}>
            {T.rates(formatRatesDay(table.as_of))}
          </Text>
          {others.map((c) => (
            <Text key={c} size="sm" c="dimmed">
              {formatRate(table.rates[c]!, c, table.base)}
            </Text>
          ))}
        </div>
      </Stack>
    </Card>
  );
}
