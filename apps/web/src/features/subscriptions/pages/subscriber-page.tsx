import { useEffect } from 'react';
import { Alert, Badge, Button, Text } from '@mantine/core';
import { SUBSCRIBER_ORDERING, type TSubscriber } from '@ared/contract/subscriptions';
import { DataTable } from '../../../components/data-table/data-table';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth-store';
import { formatListDateTime } from '../../../lib/format';
import { useSubscribers } from '../api/get-subscribers';
import { subscriberStatusColor } from '../subscription-rules';
import { SUBSCRIBER_TEXTS as T } from '../texts';
import { listPagination } from '../../../components/data-table/list-pagination';

const C = T.columns;

const columns: DataTableColumn<TSubscriber>[] = [
  {
    id: 'name',
    header: C.name,
    sortKey: 'name',
    render: (s) => (
      <TruncatedText fw={600} maw={220}>
        {s.partner_id.name}
      </TruncatedText>
    ),
  },
  {
    id: 'email',
    header: C.email,
    sortKey: 'email',
    priority: 3,
    render: (s) => <TruncatedText maw={200}>{s.partner_id.admin_email}</TruncatedText>,
  },
  {
    id: 'plan',
    header: C.plan,
    sortKey: 'subscription_plan',
    priority: 2,
    render: (s) => s.subscription_plan,
  },
  {
    id: 'invoice',
    header: C.invoice,
    priority: 3,
    render: (s) => (
      <Text size="sm" ff="monospace">
        {s.invoice_number ?? T.none}
      </Text>
    ),
  },
  {
    id: 'status',
    header: C.status,
    render: (s) => (
      <Badge variant="light" color={subscriberStatusColor(s.status)} tt="none" miw="max-content">
        {s.status}
      </Badge>
    ),
  },
  {
    id: 'created',
    header: C.created,
    sortKey: 'created',
    priority: 3,
    render: (s) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatListDateTime(s.created) ?? T.none}
      </Text>
    ),
  },
];

/** /subscriber: Subscribers, the partner's SMEs on its plans with their latest invoice. */
export function SubscriberPage() {
  const partnerId = useAuthStore((s) => s.partnerId);
  const list = useListParams({ sortKeys: SUBSCRIBER_ORDERING });
  const query = useSubscribers(partnerId, {
    page: list.page,
    page_size: list.pageSize,
    ordering: list.ordering,
  });

  useEffect(() => {
    // List fetch failures are only logged (spec part 2 §8); the page offers a retry.
    if (query.error) console.error('Could not fetch subscribers', query.error);
  }, [query.error]);

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      {query.isError && (
        <Alert color="red" variant="light" mb="md" title={T.fetchFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      )}
      <DataTable
        aria-label={T.tableLabel}
        rows={query.data?.results ?? []}
        columns={columns}
        getRowId={(s) => s.id}
        isLoading={query.isPending && partnerId !== null}
        isFetching={query.isPlaceholderData}
        emptyText={T.empty}
        minWidth={1000}
        sort={list.sort}
        onSortChange={list.setSort}
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
    </>
  );
}
