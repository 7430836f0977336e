import { useState } from 'react';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import type { TPartnerSettings, TSpeedChangeDelivery } from '@ared/contract/partner-settings';
import { applyFieldErrors } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUpdatePartnerSettings } from '../api/partner-settings';
import { speedChangeSummary, speedError, speedValue } from './settings-rules';
import { SETTINGS_TEXTS as S } from './settings-texts';

const V = S.speeds;
type Speeds = { internet_download_speed: number | string; internet_upload_speed: number | string };
const fieldsOf = (s: TPartnerSettings): Speeds => ({
  internet_download_speed: s.internet_download_speed ?? '',
  internet_upload_speed: s.internet_upload_speed ?? '',
});

/**
 * Speed limits (part 2 §5): Mbps, ≥ 0, step 0.1, empty is unlimited; Reset to unlimited clears both. After a
 * save the popup says what the boxes with live sessions answered (decision 063), never more than that.
 */
export function SpeedLimitsPanel({
  partnerId,
  settings,
  isAdmin,
}: {
  partnerId: number;
  settings: TPartnerSettings;
  isAdmin: boolean;
}) {
  const update = useUpdatePartnerSettings(partnerId);
  const [values, setValues] = useState<Speeds>(() => fieldsOf(settings));
  const [errors, setErrors] = useState<Partial<Record<keyof Speeds, string>>>({});
  const [delivery, setDelivery] = useState<TSpeedChangeDelivery | null>(null);

  const send = async (next: Speeds) => {
    const found = {
      internet_download_speed: speedError(next.internet_download_speed) ?? undefined,
      internet_upload_speed: speedError(next.internet_upload_speed) ?? undefined,
    };
    setErrors(found);
    if (found.internet_download_speed || found.internet_upload_speed) return;
    try {
      const saved = await update.mutateAsync({
        internet_download_speed: speedValue(next.internet_download_speed),
        internet_upload_speed: speedValue(next.internet_upload_speed),
      });
      setValues(fieldsOf(saved));
      setDelivery(saved.speed_change);
      notify.success(V.saved);
    } catch (error) {
      applyFieldErrors({ setFieldError: (f, m) => setErrors((e) => ({ ...e, [f]: m })) }, error, [
        'internet_download_speed',
        'internet_upload_speed',
      ]);
      notify.error(V.saveFailed);
    }
  };

  const input = (field: keyof Speeds, label: string) => (
    <NumberInput
      label={label}
      placeholder={V.empty}
      min={0}
      step={0.1}
      decimalScale={1}
      value={values[field]}
      onChange={(v) => setValues((s) => ({ ...s, [field]: v }))}
      error={errors[field]}
      disabled={!isAdmin}
    />
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {input('internet_download_speed', V.download)}
        {input('internet_upload_speed', V.upload)}
      </SimpleGrid>
      {delivery && (
        <Alert
          color={delivery.refused > 0 || delivery.unanswered > 0 ? 'orange' : 'blue'}
          data-testid="speed-change"
        >
          {speedChangeSummary(delivery)}
        </Alert>
      )}
      {isAdmin && (
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={update.isPending}
            onClick={() => void send({ internet_download_speed: '', internet_upload_speed: '' })}
          >
            {V.reset}
          </Button>
          <Button onClick={() => void send(values)} loading={update.isPending}>
            {S.save}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
