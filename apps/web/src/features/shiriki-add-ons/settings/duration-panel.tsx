import { useEffect, useState } from 'react';
import { Button, Group, NumberInput, Select, Skeleton, Stack, Switch, Text } from '@mantine/core';
import type { TVoucherAutomationPreference } from '@ared/contract/vouchers';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useAutomationPreference, useSaveAutomationPreference } from '../api/automation-preference';
import { useUpdatePartnerSettings } from '../api/partner-settings';
import {
  MAX_CUSTOM_MINUTES,
  customMinutesError,
  dailyUsageChoice,
  dailyUsageMinutes,
  durationChoices,
  type TTokenDuration,
} from './settings-rules';
import { SETTINGS_TEXTS as S } from './settings-texts';

type Kind = 'sms' | 'auto-connect';
type Props = {
  kind: Kind;
  partnerId: number;
  isAdmin: boolean;
  totalSmsSent?: number;
  onQrScan?: boolean;
};

const textsOf = (kind: Kind) => (kind === 'sms' ? S.sms : S.autoConnect);

/** What the form starts from: the SMS duration, or the Auto-Connect daily time as a named duration. */
const draftOf = (kind: Kind, pref: TVoucherAutomationPreference) =>
  kind === 'sms'
    ? { choice: pref.default_duration, custom: pref.custom_duration ?? ('' as const) }
    : dailyUsageChoice(pref.autoconnect_daily_usage);

/**
 * The Auto-Connect and SMS voucher durations (part 2 §2, §9): one automation preference, saved whole, so
 * each popup sends the other's value unchanged. 'custom' needs its minutes (part 2 §5).
 */
export function DurationPanel({ kind, partnerId, isAdmin, totalSmsSent, onQrScan }: Props) {
  const t = textsOf(kind);
  const query = useAutomationPreference(partnerId);
  const save = useSaveAutomationPreference(partnerId);
  const [choice, setChoice] = useState<TTokenDuration>('1_hour');
  const [custom, setCustom] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!query.data) return;
    const draft = draftOf(kind, query.data);
    setChoice(draft.choice);
    setCustom(draft.custom);
  }, [kind, query.data]);

  useEffect(() => {
    // 'Failed to load voucher settings' is not shown on 404 (part 2 §8): no settings yet is not a failure.
    if (!query.isError) return;
    if (kind === 'sms' && query.error instanceof ApiError && query.error.status === 404) return;
    notify.error(t.loadFailed);
  }, [kind, query.isError, query.error, t.loadFailed]);

  const submit = async () => {
    const problem = customMinutesError(choice, custom, MAX_CUSTOM_MINUTES[kind]);
    setError(problem);
    if (problem || !query.data) return;
    const current = query.data;
    const body =
      kind === 'sms'
        ? {
            default_duration: choice,
            custom_duration: choice === 'custom' ? (custom as number) : null,
            autoconnect_daily_usage: current.autoconnect_daily_usage,
          }
        : {
            default_duration: current.default_duration,
            custom_duration: current.custom_duration,
            autoconnect_daily_usage: dailyUsageMinutes(choice, custom),
          };
    try {
      await save.mutateAsync(body);
      notify.success(t.saved);
    } catch {
      notify.error(t.saveFailed);
    }
  };

  if (query.isPending) return <Skeleton h={80} />;
  const label = kind === 'sms' ? S.sms.duration : S.autoConnect.dailyUsage;
  return (
    <Stack gap="sm">
      {kind === 'sms' && totalSmsSent !== undefined && <Text size="sm">{S.sms.sent(totalSmsSent)}</Text>}
      {kind === 'auto-connect' && (
        <QrScanSwitch partnerId={partnerId} isAdmin={isAdmin} value={onQrScan ?? false} />
      )}
      <Select
        label={label}
        data={durationChoices(kind).map((d) => ({ value: d, label: S.durations[d] }))}
        value={choice}
        onChange={(v) => {
          if (v) setChoice(v as TTokenDuration);
          setError(null);
        }}
        allowDeselect={false}
        disabled={!isAdmin || query.isError}
      />
      {choice === 'custom' && (
        <NumberInput
          label={S.customMinutes}
          min={1}
          max={MAX_CUSTOM_MINUTES[kind]}
          step={1}
          allowDecimal={false}
          value={custom}
          onChange={(v) => {
            setCustom(typeof v === 'number' ? v : '');
            setError(null);
          }}
          error={error}
          disabled={!isAdmin}
        />
      )}
      {isAdmin && (
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={save.isPending} disabled={query.isError}>
            {S.save}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** auto_connect_on_qr_scan: a partner setting (PATCH partners/{id}/), saved as it is switched. */
function QrScanSwitch({
  partnerId,
  isAdmin,
  value,
}: {
  partnerId: number;
  isAdmin: boolean;
  value: boolean;
}) {
  const update = useUpdatePartnerSettings(partnerId);
  return (
    <Switch
      label={S.autoConnect.onQrScan}
      checked={value}
      disabled={!isAdmin || update.isPending}
      onChange={(e) => {
        const next = e.currentTarget.checked;
        update.mutate(
          { auto_connect_on_qr_scan: next },
          {
            onSuccess: () => notify.success(S.autoConnect.saved),
            onError: () => notify.error(S.autoConnect.saveFailed),
          },
        );
      }}
    />
  );
}
