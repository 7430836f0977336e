import { Anchor, Badge, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ALERT_KINDS } from '@ared/contract/alert-thresholds';
import type { TAlert, TAlertKind } from '@ared/contract/alerts';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useListParams } from '../../../components/data-table/use-list-params';
import { formatListDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAlerts, type AlertFilters } from '../api/alert-list';
import { useMarkAlertRead, useMarkAllAlertsRead } from '../api/alert-read';
import { ALERTS_TEXTS as T } from '../texts';
import { alertHeadline, alertLink } from './alert-headline';
import { AlertStatusBadge } from './alert-status-badge';
import { listPagination } from '../../../components/data-table/list-pagination';
import { FirstUseSelect } from '../../../components/first-use-select';

const C = T.columns;
type Tab = 'all' | 'open' | 'closed';

const alertColumns = (onRead: (alert: TAlert) => void): DataTableColumn<TAlert>[] => [
  {
    id: 'alert',
    header: C.alert,
    render: (a) => {
      const link = alertLink(a);
      const text = alertHeadline(a);
      return (
        // Wraps on a phone: the Unread mark goes under the text rather than being squeezed.
        <Group gap={6} wrap="wrap">
          {link ? (
            <Anchor component={Link} to={link} size="sm" fw={a.read ? 400 : 700}>
              {text}
            </Anchor>
          ) : (
            <Text size="sm" fw={a.read ? 400 : 700}>
              {text}
            </Text>
          )}
          {!a.read && (
            <Badge size="xs" variant="dot" color="red" style={{ flexShrink: 0 }}>
              {T.unread}
            </Badge>
          )}
        </Group>
      );
    },
  },
  {
    id: 'raised',
    header: C.raised,
    priority: 2,
    render: (a) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatListDateTime(a.opened_at)}
      </Text>
    ),
  },
  {
    id: 'resolved',
    header: C.resolved,
    priority: 3,
    render: (a) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatListDateTime(a.closed_at) ?? '—'}
      </Text>
    ),
  },
  { id: 'status', header: C.status, render: (a) => <AlertStatusBadge isOpen={a.closed_at === null} /> },
  {
    id: 'action',
    header: C.action,
    align: 'right',
    render: (a) =>
      a.read ? null : (
        <Button size="xs" variant="light" aria-label={T.markReadOf(a.subject)} onClick={() => onRead(a)}>
          {T.markRead}
        </Button>
      ),
  },
];

const TABS: readonly Tab[] = ['all', 'open', 'closed'];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);
const isKind = (v: string | null): v is TAlertKind => ALERT_KINDS.includes(v as TAlertKind);
const KIND_OPTIONS = ALERT_KINDS.map((kind) => ({ value: kind, label: T.kinds[kind] }));

/**
 * The partner's alerts with All / Open / Resolved (kept in ?status=) and one kind (?kind=), newest first, and
 * Mark all as read. Both filters live in the address, so a filtered list can be shared or bookmarked.
 */
export function AlertsTable() {
  const list = useListParams();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const tab: Tab = isTab(raw) ? raw : 'all';
  const rawKind = params.get('kind');
  const kind = isKind(rawKind) ? rawKind : null;
  /** Sets one filter of the address (none: removed) and goes back to the first page. */
  const setFilter = (name: 'status' | 'kind', value: string | null) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (value === null) p.delete(name);
        else p.set(name, value);
        p.delete('page');
        return p;
      },
      { replace: true },
    );
  const setTab = (next: Tab) => setFilter('status', next === 'all' ? null : next);
  const filters: AlertFilters = {
    ...(tab === 'all' ? {} : { status: tab }),
    ...(kind ? { kind } : {}),
    page: list.page,
    page_size: list.pageSize,
  };
  const query = useAlerts(filters);
  const markRead = useMarkAlertRead();
  const markAll = useMarkAllAlertsRead();
  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => notify.success(T.allRead),
      onError: () => notify.error(T.markFailed),
    });
  return (
    <DataTable
      aria-label={T.title}
      rows={query.data?.results ?? []}
      columns={alertColumns((a) => markRead.mutate(a.id, { onError: () => notify.error(T.markFailed) }))}
      getRowId={(a) => a.id}
      isLoading={query.isPending}
      isFetching={query.isPlaceholderData}
      emptyText={query.isError ? T.fetchFailed : T.none}
      minWidth={640}
      toolbar={
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            size="xs"
            value={tab}
            onChange={(v) => isTab(v) && setTab(v)}
            data={[
              { value: 'all', label: T.tabs.all },
              { value: 'open', label: T.tabs.open },
              { value: 'closed', label: T.tabs.closed },
            ]}
            aria-label={T.title}
          />
          <FirstUseSelect
            size="xs"
            w={230}
            aria-label={T.kindFilter}
            placeholder={T.allKinds}
            data={KIND_OPTIONS}
            value={kind}
            onChange={(next) => setFilter('kind', isKind(next) ? next : null)}
            clearable
            allowDeselect
          />
          <Button size="xs" variant="light" onClick={readAll} loading={markAll.isPending}>
            {T.markAllRead}
          </Button>
        </Group>
      }
      pagination={listPagination(list, query.data?.count ?? 0)}
    />
  );
}
