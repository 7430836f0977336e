import type { TSession } from '@ared/contract/vouchers';
import type { DataTableColumn } from '../../../components/data-table/types';
import { formatListDateTime } from '../../../lib/format';
import { wholeMinutes } from '../voucher-format';
import { VOUCHERS_TEXTS as T } from '../texts';
import { StatusBadge } from './status-badge';
import { ViewButton } from './view-button';

const C = T.sessionColumns;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The spec's session columns: client IP, client MAC, status, type, start time, duration, remaining time,
 * actions.
 */
export const sessionColumns = (onView: (session: TSession) => void): DataTableColumn<TSession>[] => [
  { id: 'ip', header: C.clientIp, priority: 2, render: (s) => s.client_ip ?? T.none },
  {
    id: 'mac',
    header: C.clientMac,
    render: (s) => (
      <span style={{ ...NO_WRAP, fontFamily: 'var(--mantine-font-family-monospace)' }}>{s.client_mac}</span>
    ),
  },
  {
    id: 'status',
    header: C.status,
    render: (s) => <StatusBadge status={s.status} />,
  },
  { id: 'type', header: C.type, priority: 3, render: (s) => T.sessionType[s.session_type] },
  {
    id: 'start',
    header: C.startTime,
    priority: 3,
    render: (s) => <span style={NO_WRAP}>{formatListDateTime(s.start_time) ?? T.none}</span>,
  },
  {
    id: 'duration',
    header: C.duration,
    priority: 2,
    render: (s) => <span style={NO_WRAP}>{T.minutes(wholeMinutes(s.duration))}</span>,
  },
  {
    id: 'remaining',
    header: C.remainingTime,
    priority: 2,
    render: (s) => <span style={NO_WRAP}>{T.minutes(wholeMinutes(s.remaining_time))}</span>,
  },
  {
    id: 'actions',
    header: C.actions,
    align: 'right',
    render: (s) => <ViewButton label={T.viewSession(s.client_mac)} onClick={() => onView(s)} />,
  },
];
