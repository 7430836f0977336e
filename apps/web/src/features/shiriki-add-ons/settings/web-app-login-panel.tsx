import { useEffect, useState } from 'react';
import { Button, CloseButton, Group, MultiSelect, Pill, Stack, Text } from '@mantine/core';
import { COLLECT_FIELDS, type TCollectField, type TPartnerSettings } from '@ared/contract/partner-settings';
import { notify } from '../../../lib/notify';
import { useUpdatePartnerSettings } from '../api/partner-settings';
import { COLLECT_FIELD_LABELS } from './settings-rules';
import { SETTINGS_TEXTS as S } from './settings-texts';

const W = S.webAppLogin;

const chosenOf = (settings: TPartnerSettings) => COLLECT_FIELDS.filter((f) => settings[f]);

/**
 * Web App Login fields (part 2 §2, §9): the fields the portal asks guests for. Save sends all five
 * collect_* flags; each chosen field can also be removed on its own (one PATCH with that flag false).
 */
export function WebAppLoginPanel({
  partnerId,
  settings,
  isAdmin,
}: {
  partnerId: number;
  settings: TPartnerSettings;
  isAdmin: boolean;
}) {
  const update = useUpdatePartnerSettings(partnerId);
  const saved = chosenOf(settings);
  const [chosen, setChosen] = useState<TCollectField[]>(saved);
  const savedKey = saved.join(',');
  useEffect(() => setChosen(savedKey ? (savedKey.split(',') as TCollectField[]) : []), [savedKey]);

  const save = async () => {
    const body = Object.fromEntries(COLLECT_FIELDS.map((f) => [f, chosen.includes(f)]));
    try {
      await update.mutateAsync(body);
      notify.success(W.saved);
    } catch {
      notify.error(W.saveFailed);
    }
  };

  const remove = async (field: TCollectField) => {
    const label = COLLECT_FIELD_LABELS[field];
    try {
      await update.mutateAsync({ [field]: false });
      notify.success(W.removed(label));
    } catch {
      notify.error(W.removeFailed(label));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {W.heading}
      </Text>
      {saved.length === 0 ? (
        <Text size="sm" c="dimmed">
          {W.none}
        </Text>
      ) : (
        <Group gap="xs" data-testid="web-app-login-fields">
          {saved.map((field) => (
            <Pill key={field} size="md">
              <Group gap={4} wrap="nowrap">
                {COLLECT_FIELD_LABELS[field]}
                {isAdmin && (
                  <CloseButton
                    size="xs"
                    aria-label={W.remove(COLLECT_FIELD_LABELS[field])}
                    disabled={update.isPending}
                    onClick={() => void remove(field)}
                  />
                )}
              </Group>
            </Pill>
          ))}
        </Group>
      )}
      {isAdmin && (
        <>
          <MultiSelect
            label={W.pick}
            data={COLLECT_FIELDS.map((f) => ({ value: f, label: COLLECT_FIELD_LABELS[f] }))}
            value={chosen}
            onChange={(v) => setChosen(v as TCollectField[])}
            clearable
          />
          <Group justify="flex-end">
            <Button onClick={() => void save()} loading={update.isPending}>
              {S.save}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
