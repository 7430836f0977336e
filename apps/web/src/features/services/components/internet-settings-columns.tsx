import { formatCaf } from '@ared/contract/internet-pricing';
import type { TInternetSetting } from '@ared/contract/internet-settings';
import type { DataTableColumn } from '../../../components/data-table/types';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import { formatListDateTime } from '../../../lib/format';
import { SERVICES_TEXTS } from '../texts';

const T = SERVICES_TEXTS.internet;
/** Amounts stay on one line: '1,560.00 CAF' broken in two reads as two numbers. */
const amount = (value: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatCaf(value)}</span>;

/** The packs list (part 2 §3 Internet setting), amounts in CAF. */
export const internetSettingsColumns: DataTableColumn<TInternetSetting>[] = [
  {
    id: 'name',
    header: T.packName,
    render: (p) => <TruncatedText maw={220}>{p.name}</TruncatedText>,
  },
  {
    id: 'price_per_gb',
    header: T.pricePerGb,
    align: 'right',
    priority: 2,
    render: (p) => amount(p.price_per_gb),
  },
  {
    id: 'minimum_profit_percentage',
    header: T.minimumProfit,
    align: 'right',
    priority: 2,
    render: (p) => `${p.minimum_profit_percentage}%`,
  },
  {
    id: 'max_speed_in_mbps',
    header: T.bandwidth,
    align: 'right',
    priority: 2,
    render: (p) => p.max_speed_in_mbps,
  },
  {
    id: 'total_internet_price',
    header: T.totalPrice,
    align: 'right',
    render: (p) => amount(p.total_internet_price),
  },
  {
    id: 'price_per_minute',
    header: T.pricePerMinute,
    align: 'right',
    render: (p) => amount(p.price_per_minute),
  },
  {
    id: 'created',
    header: T.created,
    priority: 3,
    render: (p) => <span style={{ whiteSpace: 'nowrap' }}>{formatListDateTime(p.created) ?? '-'}</span>,
  },
];
