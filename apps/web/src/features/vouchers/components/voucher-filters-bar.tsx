import { Box, Button, Select, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { PartnerRealmSelect } from '../../../entities/realm/ui/partner-realm-select';
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
      <Select
        label={T.status}
        w={FIELD_WIDTH}
        data={VOUCHER_STATUS_FILTERS.map((value) => ({ value, label: statusLabel(value) }))}
        value={filters.status}
        onChange={(value) => onChange({ status: (value ?? 'all') as VoucherStatusFilter })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Box w={FIELD_WIDTH}>
        <PartnerRealmSelect
          label={T.realm}
          placeholder={T.realmPlaceholder}
          nothingFoundMessage={T.realmNothingFound}
          isRequired={false}
          value={filters.realm === null ? null : String(filters.realm)}
          onChange={(value) => onChange({ realm: value ? Number(value) : null })}
        />
      </Box>
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
      {hasVoucherFilters(filters) && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={onClear}
          style={{ alignSelf: 'flex-end' }}
        >
          {T.clear}
        </Button>
      )}
    </>
  );
}
