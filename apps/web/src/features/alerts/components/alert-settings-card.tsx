import { useEffect, useState } from 'react';
import { Button, Card, Group, NumberInput, Text, Title } from '@mantine/core';
import { OFFLINE_MINUTES_MAX, OFFLINE_MINUTES_MIN } from '@ared/contract/alerts';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/use-can';
import { useAlertSettings, useSaveAlertSettings } from '../api/alert-settings';
import { ALERTS_TEXTS } from '../texts';

const T = ALERTS_TEXTS.settings;

/** The partner's offline threshold: everyone sees it, a partner admin changes it (the server says the same). */
export function AlertSettingsCard() {
  const isAdmin = useCan('admin');
  const settings = useAlertSettings();
  const save = useSaveAlertSettings();
  const [minutes, setMinutes] = useState<number | string>('');
  useEffect(() => {
    if (settings.data) setMinutes(settings.data.offline_minutes);
  }, [settings.data]);
  const valid =
    typeof minutes === 'number' &&
    Number.isInteger(minutes) &&
    minutes >= OFFLINE_MINUTES_MIN &&
    minutes <= OFFLINE_MINUTES_MAX;
  const submit = () => {
    if (!valid) return;
    save.mutate(
      { offline_minutes: minutes },
      { onSuccess: () => notify.success(T.saved), onError: () => notify.error(T.saveFailed) },
    );
  };
  return (
    <Card padding="lg">
      <Title order={2} size="h5" mb="sm">
        {T.title}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={T.offlineMinutes}
          description={T.offlineMinutesHint}
          value={minutes}
          onChange={setMinutes}
          min={OFFLINE_MINUTES_MIN}
          max={OFFLINE_MINUTES_MAX}
          allowDecimal={false}
          disabled={!isAdmin || settings.isPending}
          error={minutes !== '' && !valid ? T.offlineMinutesHint : undefined}
          maw={420}
          style={{ flex: 1, minWidth: 220 }}
        />
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
