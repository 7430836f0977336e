import { TextInput } from '@mantine/core';
import { ChoiceFilter, ClearFiltersButton } from '../../../components/list-filters/list-filters';
import { RealmFilter } from '../../../entities/realm/ui/realm-filter';
import {
  VOUCHER_STATUS_FILTERS,
  type VoucherFilters,
  type VoucherStatusFilter,
  hasVoucherFilters,
  isRangeReversed,
} from '../rules/voucher-filters';
import { VOUCHERS_TEXTS } from '../texts';

const T = VOUCHERS_TEXTS.filters;

/** Full width on a phone (the controls wrap one under another), a fixed width from `sm` up. */
const FIELD_WIDTH = { base: '100%', sm: 170 };
const DATE_WIDTH = { base: '100%', sm: 160 };

type Props = {
  filters: VoucherFilters;
  onChange: (patch: Partial<VoucherFilters>) => void;
  onClear: () => void;
};

const statusLabel = (status: VoucherStatusFilter) =>
  status === 'all' ? T.all : VOUCHERS_TEXTS.status[status];

/**
 * The Vouchers list's Status, Realm and creation-day filters, and Clear filters while one is set (the
 * table's toolbar; the code search is the table's own search box).
 */
export function VoucherFiltersBar({ filters, onChange, onClear }: Props) {
  return (
    <>
      <ChoiceFilter
        label={T.status}
        width={FIELD_WIDTH}
        options={VOUCHER_STATUS_FILTERS.map((value) => ({ value, label: statusLabel(value) }))}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <RealmFilter
        texts={T}
        width={FIELD_WIDTH}
        value={filters.realm}
        onChange={(realm) => onChange({ realm })}
      />
      <TextInput
        type="date"
        label={T.createdFrom}
        w={DATE_WIDTH}
        value={filters.startDate ?? ''}
        onChange={(event) => onChange({ startDate: event.currentTarget.value || null })}
      />
      <TextInput
        type="date"
        label={T.createdTo}
        w={DATE_WIDTH}
        value={filters.endDate ?? ''}
        error={isRangeReversed(filters) ? T.rangeReversed : undefined}
        onChange={(event) => onChange({ endDate: event.currentTarget.value || null })}
      />
      <ClearFiltersButton shown={hasVoucherFilters(filters)} label={T.clear} onClear={onClear} />
    </>
  );
}
