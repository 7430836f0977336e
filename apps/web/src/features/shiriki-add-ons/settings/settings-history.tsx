import { useState } from 'react';
import { Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TPartnerSettingChange, TPartnerSettingField } from '@ared/contract/partner-settings';
import { formatListDateTime } from '../../../lib/format';
import { useSettingsHistory } from '../api/settings-history';
import { ADD_ONS, OTHER_ADD_ONS } from '../add-ons/add-on-catalog';

import { COLLECT_FIELD_LABELS, speedChangeSummary } from './settings-rules';
import { SETTINGS_TEXTS as S } from './settings-texts';

const H = S.history;
const PAGE_SIZE = 5;

const FIELD_NAMES: Record<string, string> = {
  ...Object.fromEntries([...ADD_ONS, ...OTHER_ADD_ONS].map((a) => [a.flag, a.name])),
  ...Object.fromEntries(
    Object.entries(COLLECT_FIELD_LABELS).map(([field, label]) => [field, `Web App Login: ${label}`]),
  ),
  auto_connect_on_qr_scan: S.autoConnect.onQrScan,
  internet_download_speed: S.speeds.download,
  internet_upload_speed: S.speeds.upload,
};

/** A field's name as the partner reads it: the add-on's name, the field's label. */
const fieldName = (field: string) => FIELD_NAMES[field] ?? field;

const valueText = (value: boolean | number | null) =>
  value === null ? H.unlimited : typeof value === 'boolean' ? (value ? H.on : H.off) : String(value);

function ChangeLine({ change }: { change: TPartnerSettingChange }) {
  return (
    <Stack gap={2}>
      <Text size="sm">
        {change.changes
          .map((c) => `${fieldName(c.field)}: ${valueText(c.from)} → ${valueText(c.to)}`)
          .join(', ')}
      </Text>
      <Text size="xs" c="dimmed">
        {formatListDateTime(change.changed_at) ?? change.changed_at} ·{' '}
        {H.by(change.changed_by.name, change.changed_by.email)}
      </Text>
      {change.speed_change && (
        <Text size="xs" c="dimmed">
          {speedChangeSummary(change.speed_change)}
        </Text>
      )}
    </Stack>
  );
}

/** Who changed the popup's settings and when (GET partners/{id}/settings-history/?field=…, decision 063). */
export function SettingsHistory({
  partnerId,
  fields,
}: {
  partnerId: number;
  fields: readonly TPartnerSettingField[];
}) {
  const [page, setPage] = useState(1);
  const query = useSettingsHistory(partnerId, { fields, page, page_size: PAGE_SIZE });
  const total = Math.ceil((query.data?.count ?? 0) / PAGE_SIZE);
  return (
    <Stack gap="xs" data-testid="settings-history">
      <Title order={3} fz="sm">
        {H.heading}
      </Title>
      {query.isPending ? (
        <Skeleton h={48} />
      ) : query.isError ? (
        <Text size="sm" c="red">
          {H.loadFailed}
        </Text>
      ) : query.data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {H.empty}
        </Text>
      ) : (
        query.data.results.map((change) => <ChangeLine key={change.id} change={change} />)
      )}
      {total > 1 && (
        <Group justify="flex-end">
          <Pagination size="sm" total={total} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
