import { Button, Stack, Text, Title } from '@mantine/core';
import type { TTicket } from '@ared/contract/tickets';
import { DataTable } from '../../../components/data-table/data-table';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useListParams } from '../../../components/data-table/use-list-params';
import { formatListDateTime } from '../../../lib/format';
import { useTickets } from '../api/get-tickets';
import { TICKETS_TEXTS as T } from '../texts';
import { TicketStatusBadge } from './ticket-status-badge';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { listPagination } from '../../../components/data-table/list-pagination';

const C = T.columns;

const ticketColumns = (onView: (t: TTicket) => void, messageWidth: string): DataTableColumn<TTicket>[] => [
  { id: 'id', header: C.id, render: (t) => <Text size="sm" fw={600}>{`#${t.id}`}</Text> },
  {
    id: 'message',
    header: C.message,
    render: (t) => <TruncatedText maw={messageWidth}>{t.message || t.subject}</TruncatedText>,
  },
  {
    id: 'created',
    header: C.created,
    priority: 2,
    render: (t) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatListDateTime(t.created) ?? '—'}
      </Text>
    ),
  },
  {
    id: 'status',
    header: C.status,
    render: (t) => <TicketStatusBadge isOpen={t.is_open} hasSupportReply={t.last_author === 'support'} />,
  },
  {
    id: 'action',
    header: C.action,
    align: 'right',
    render: (t) => (
      <Button size="xs" variant="light" aria-label={T.viewTicket(t.id)} onClick={() => onView(t)}>
        {T.view}
      </Button>
    ),
  },
];

type Props = {
  title: string;
  /** Omitted: all the tickets; otherwise one department's (department=Router|Other). */
  department?: TTicket['department'];
  /** The SME of an SME's user (user__sme, part 2 §6); a partner's user sees its partner's tickets. */
  sme: number | null;
  onView: (ticket: TTicket) => void;
  /** Side tables are narrow: a shorter message column. */
  isCompact?: boolean;
};

/** One of the page's three ticket tables, 10 per page (part 2 §9), 'No Record found' when empty. */
export function TicketsTable({ title, department, sme, onView, isCompact = false }: Props) {
  const list = useListParams({ inUrl: false });
  const selected = { ...(sme ? { user__sme: sme } : {}), ...(department ? { department } : {}) };
  const query = useTickets({ ...selected, page: list.page, page_size: list.pageSize });
  return (
    <Stack gap="xs" data-testid={`tickets-${department ?? 'all'}`}>
      <Title order={2} fz="sm" fw={700} c="dimmed" tt="uppercase">
        {title}
      </Title>
      <DataTable
        aria-label={title}
        rows={query.data?.results ?? []}
        columns={ticketColumns(onView, isCompact ? 'min(130px, 26vw)' : 'min(460px, 28vw)')}
        getRowId={(t) => t.id}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        emptyText={query.isError ? T.fetchFailed : T.empty}
        toolbar={
          <ExportCsvButton
            path="tickets/export/"
            query={selected}
            fallbackName="tickets.csv"
            listName={title}
          />
        }
        minWidth={isCompact ? 520 : 640}
        maxHeight={isCompact ? 360 : undefined}
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
    </Stack>
  );
}
