import { Alert, Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PartnerRealmSelect } from '../../../entities/realm/ui/partner-realm-select';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCallNext } from '../api/call-next';
import { type TQueueOutcome, useFinishTicket } from '../api/finish-ticket';
import { useQueue } from '../api/get-queue';
import { QueueDisplayLink } from '../components/queue-display-link';
import { QueueTicketsTable } from '../components/queue-tickets-table';
import { QUEUE_PAGE_TEXTS as T } from '../texts';

const realmOf = (value: string | null): number | null =>
  value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;

/**
 * The Queue System's operator page (issue 30 §3, decision 067): pick a realm (kept in `?realm=`), see
 * today's waiting guests, call the next one, mark called ones served or no-show. It re-reads the queue
 * every few seconds while open.
 */
export function QueueSystemPage() {
  const [params, setParams] = useSearchParams();
  const realmId = realmOf(params.get('realm'));
  const queue = useQueue(realmId);
  const callNext = useCallNext(realmId ?? 0);
  const finish = useFinishTicket(realmId ?? 0);
  const data = queue.data;

  const onCallNext = () =>
    callNext.mutate(undefined, {
      onSuccess: (ticket) => notify.success(T.toasts.called(ticket.number)),
      onError: (error) => notify.error(serverMessage(error) ?? T.loadFailed),
    });
  const onFinish = (id: number, outcome: TQueueOutcome) =>
    finish.mutate(
      { id, outcome },
      {
        onSuccess: () => notify.success(outcome === 'served' ? T.toasts.served : T.toasts.noShow),
        onError: (error) => notify.error(serverMessage(error) ?? T.loadFailed),
      },
    );

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <Stack gap="lg">
        <Card padding="lg">
          <PartnerRealmSelect
            label={T.realm}
            placeholder={T.realmPlaceholder}
            nothingFoundMessage={T.realmNothingFound}
            value={realmId === null ? null : String(realmId)}
            onChange={(value) => setParams(value ? { realm: value } : {}, { replace: true })}
          />
        </Card>
        {realmId === null ? (
          <Text c="dimmed">{T.pickRealm}</Text>
        ) : queue.isError ? (
          <Alert color="red">{serverMessage(queue.error) ?? T.loadFailed}</Alert>
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <Card padding="lg" data-testid="queue-now-serving">
                  <Text c="dimmed" fw={500}>
                    {T.nowServing}
                  </Text>
                  <Title order={2} fz={64} lh={1.1} data-testid="now-serving-number">
                    {data?.now_serving ?? '—'}
                  </Title>
                  {data && data.now_serving === null && (
                    <Text size="sm" c="dimmed">
                      {T.nobodyCalled}
                    </Text>
                  )}
                  <Button
                    size="lg"
                    fullWidth
                    mt="md"
                    onClick={onCallNext}
                    loading={callNext.isPending}
                    disabled={!data || data.waiting.length === 0}
                  >
                    {T.callNext}
                  </Button>
                </Card>
                <SimpleGrid cols={2} data-testid="queue-today">
                  {[
                    [T.tickets, data?.summary.tickets],
                    [T.served, data?.summary.served],
                    [T.noShow, data?.summary.no_show],
                    [T.abandoned, data?.summary.abandoned],
                  ].map(([label, value]) => (
                    <Card key={label} padding="sm">
                      <Text size="xs" c="dimmed">
                        {T.today} · {label}
                      </Text>
                      <Text fw={700} fz="xl">
                        {value ?? '—'}
                      </Text>
                    </Card>
                  ))}
                </SimpleGrid>
                <Card padding="sm">
                  <Group justify="space-between">
                    <Text size="sm" c="dimmed">
                      {T.today} · {T.averageWait}
                    </Text>
                    <Text fw={700}>
                      {data?.summary.average_wait_minutes == null
                        ? '—'
                        : T.minutes(data.summary.average_wait_minutes)}
                    </Text>
                  </Group>
                </Card>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <QueueTicketsTable
                  title={T.called}
                  tickets={data?.called ?? []}
                  emptyText={T.noneCalled}
                  testId="queue-called"
                  onFinish={onFinish}
                  isBusy={finish.isPending}
                />
                <QueueTicketsTable
                  title={T.waiting}
                  tickets={data?.waiting ?? []}
                  emptyText={T.noneWaiting}
                  testId="queue-waiting"
                />
                {data && <QueueDisplayLink path={data.display_path} />}
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </>
  );
}
