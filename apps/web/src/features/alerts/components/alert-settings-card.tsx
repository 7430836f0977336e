import { useEffect, useState } from 'react';
import { Button, Card, Group, NumberInput, SimpleGrid, Text, Title } from '@mantine/core';
import { ALERT_THRESHOLDS, ALERT_THRESHOLD_NAMES } from '@ared/contract/alert-thresholds';
import type { TAlertSettings, TAlertSettingsUpdate, TAlertThreshold } from '@ared/contract/alerts';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/use-can';
import { useAlertSettings, useSaveAlertSettings } from '../api/alert-settings';
import { ALERTS_TEXTS } from '../texts';

const T = ALERTS_TEXTS.settings;

const labelOf = (name: TAlertThreshold) =>
  name === 'offline_minutes'
    ? { label: T.offlineMinutes, hint: T.offlineMinutesHint }
    : { label: T.thresholds[name].label, hint: T.thresholds[name].hint };

const isValid = (name: TAlertThreshold, value: number | string) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= ALERT_THRESHOLDS[name].min &&
  value <= ALERT_THRESHOLDS[name].max;

type Values = Record<TAlertThreshold, number | string>;

/**
 * The partner's thresholds, one per kind of alert: everyone sees them, a partner admin changes them (the
 * server says the same). Only the changed ones are sent, so the others keep following the server's defaults.
 */
export function AlertSettingsCard() {
  const isAdmin = useCan('admin');
  const settings = useAlertSettings();
  const save = useSaveAlertSettings();
  const [values, setValues] = useState<Values | null>(null);
  useEffect(() => {
    if (settings.data) setValues({ ...settings.data });
  }, [settings.data]);
  const valid = values !== null && ALERT_THRESHOLD_NAMES.every((name) => isValid(name, values[name]));
  const submit = () => {
    if (!valid || !settings.data) return;
    const saved: TAlertSettings = settings.data;
    const change: TAlertSettingsUpdate = {};
    for (const name of ALERT_THRESHOLD_NAMES)
      if (values[name] !== saved[name]) change[name] = values[name] as number;
    save.mutate(change, {
      onSuccess: () => notify.success(T.saved),
      onError: () => notify.error(T.saveFailed),
    });
  };
  return (
    <Card padding="lg">
      <Title order={2} size="h5" mb="sm">
        {T.title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {ALERT_THRESHOLD_NAMES.map((name) => {
          const value = values?.[name] ?? '';
          const { label, hint } = labelOf(name);
          return (
            <NumberInput
              key={name}
              label={label}
              description={hint}
              value={value}
              onChange={(next) => setValues((v) => (v ? { ...v, [name]: next } : v))}
              min={ALERT_THRESHOLDS[name].min}
              max={ALERT_THRESHOLDS[name].max}
              allowDecimal={false}
              disabled={!isAdmin || settings.isPending}
              error={value !== '' && !isValid(name, value) ? hint : undefined}
            />
          );
        })}
      </SimpleGrid>
      <Group mt="md">
        {isAdmin && (
          <Button onClick={submit} disabled={!valid} loading={save.isPending}>
            {T.save}
          </Button>
        )}
      </Group>
      {!isAdmin && (
        <Text size="xs" c="dimmed" mt="xs">
          {T.adminOnly}
        </Text>
      )}
    </Card>
  );
}
