import { Badge, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import type { TQueueTicket } from '@ared/contract/queues';
import { QUEUE_PAGE_TEXTS as T } from '../texts';
import type { TQueueOutcome } from '../api/finish-ticket';
import { TableScroll } from '../../../components/table-scroll/table-scroll';

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '—';

type Props = {
  title: string;
  tickets: TQueueTicket[];
  emptyText: string;
  testId: string;
  /** Called tickets get Served and No-show; waiting ones no actions. */
  onFinish?: (id: number, outcome: TQueueOutcome) => void;
  isBusy?: boolean;
};

/** A list of tickets: the waiting guests in turn, or the called ones to mark served or no-show. */
export function QueueTicketsTable({ title, tickets, emptyText, testId, onFinish, isBusy = false }: Props) {
  return (
    <Card padding="lg" data-testid={testId}>
      <Title order={2} fz="md" mb="sm">
        {title} ({tickets.length})
      </Title>
      {tickets.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <TableScroll minWidth={0}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.number}</Table.Th>
                <Table.Th>{onFinish ? T.calledAt : T.takenAt}</Table.Th>
                <Table.Th>{T.sms}</Table.Th>
                {onFinish && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tickets.map((t) => (
                <Table.Tr key={t.id} data-testid={`ticket-${t.number}`}>
                  <Table.Td fw={700} fz="lg">
                    {t.number}
                  </Table.Td>
                  <Table.Td>{time(onFinish ? t.called_at : t.taken_at)}</Table.Td>
                  <Table.Td>
                    {t.sms_status === 'sent' ? (
                      <Badge color="green">{T.smsSent}</Badge>
                    ) : t.sms_status === 'failed' ? (
                      <Badge color="red">{T.smsFailed}</Badge>
                    ) : t.has_phone ? (
                      <Badge variant="light">{T.sms}</Badge>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  {onFinish && (
                    <Table.Td>
                      <Group gap="xs" justify="flex-end">
                        <Button
                          size="xs"
                          color="green"
                          disabled={isBusy}
                          onClick={() => onFinish(t.id, 'served')}
                          aria-label={`${T.served} ${t.number}`}
                        >
                          {T.served}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          disabled={isBusy}
                          onClick={() => onFinish(t.id, 'no-show')}
                          aria-label={`${T.noShow} ${t.number}`}
                        >
                          {T.noShow}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
