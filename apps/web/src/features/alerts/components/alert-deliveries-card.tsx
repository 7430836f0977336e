import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Group, Table, Text, Title } from '@mantine/core';
import type { TAlertPreferences } from '@ared/contract/alerts';
import { notify } from '../../../lib/notify';
import { useAlertPreferences, useSaveAlertPreferences } from '../api/alert-preferences';
import { ALERTS_TEXTS } from '../texts';
import { TableScroll } from '../../../components/table-scroll/table-scroll';

const T = ALERTS_TEXTS.deliveries;
type Rows = TAlertPreferences['preferences'];

/** The signed-in user's own deliveries (decision 055): mail and SMS per kind; the bell is always on. */
export function AlertDeliveriesCard() {
  const preferences = useAlertPreferences();
  const save = useSaveAlertPreferences();
  const [rows, setRows] = useState<Rows>([]);
  useEffect(() => {
    if (preferences.data) setRows(preferences.data.preferences);
  }, [preferences.data]);
  const toggle = (kind: string, channel: 'mail' | 'sms', on: boolean) =>
    setRows((current) => current.map((r) => (r.kind === kind ? { ...r, [channel]: on } : r)));
  const submit = () =>
    save.mutate(
      { preferences: rows },
      { onSuccess: () => notify.success(T.saved), onError: () => notify.error(T.saveFailed) },
    );
  return (
    <Card padding="lg">
      <Title order={2} size="h5" mb={4}>
        {T.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {T.hint}
      </Text>
      <TableScroll minWidth={320}>
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.kind}</Table.Th>
              <Table.Th w={80}>{T.mail}</Table.Th>
              <Table.Th w={80}>{T.sms}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const name = ALERTS_TEXTS.kinds[row.kind];
              return (
                <Table.Tr key={row.kind}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={T.mailOf(name)}
                      checked={row.mail}
                      onChange={(e) => toggle(row.kind, 'mail', e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={T.smsOf(name)}
                      checked={row.sms}
                      onChange={(e) => toggle(row.kind, 'sms', e.currentTarget.checked)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Group mt="md">
        <Button onClick={submit} disabled={rows.length === 0} loading={save.isPending}>
          {T.save}
        </Button>
      </Group>
    </Card>
  );
}
