import { Text } from '@mantine/core';
import type { TVoucher } from '@ared/contract/vouchers';
import type { DataTableColumn } from '../../../components/data-table/types';
import { formatListDateTime } from '../../../lib/format';
import { wholeMinutes } from '../voucher-format';
import { VOUCHERS_TEXTS as T } from '../texts';
import { StatusBadge } from './status-badge';
import { ViewButton } from './view-button';

const C = T.voucherColumns;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The spec's voucher columns: code, status, duration, multi-user, created at, expires at, actions. */
export const voucherColumns = (onView: (voucher: TVoucher) => void): DataTableColumn<TVoucher>[] => [
  {
    id: 'code',
    header: C.code,
    render: (v) => (
      <Text ff="monospace" fw={600} size="sm" style={NO_WRAP} data-testid="voucher-code">
        {v.code}
      </Text>
    ),
  },
  { id: 'status', header: C.status, render: (v) => <StatusBadge status={v.status} /> },
  {
    id: 'duration',
    header: C.duration,
    priority: 2,
    render: (v) => <span style={NO_WRAP}>{T.minutes(wholeMinutes(v.duration))}</span>,
  },
  { id: 'multi-user', header: C.multiUser, priority: 3, render: (v) => (v.multi_user ? T.yes : T.no) },
  {
    id: 'created',
    header: C.createdAt,
    priority: 3,
    render: (v) => <span style={NO_WRAP}>{formatListDateTime(v.created_at) ?? T.none}</span>,
  },
  {
    id: 'expires',
    header: C.expiresAt,
    priority: 2,
    render: (v) => <span style={NO_WRAP}>{formatListDateTime(v.expiry_date) ?? T.none}</span>,
  },
  {
    id: 'actions',
    header: C.actions,
    align: 'right',
    render: (v) => <ViewButton label={T.viewVoucher(v.code)} onClick={() => onView(v)} />,
  },
];
