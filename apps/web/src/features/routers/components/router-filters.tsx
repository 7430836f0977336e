import { Box, Button, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { PartnerRealmSelect } from '../../../entities/realm/ui/partner-realm-select';
import { SmeSelect } from '../../../entities/sme/components/sme-select';
import {
  ROUTER_STATUSES,
  type RouterFilters,
  type RouterStatus,
  hasRouterFilters,
} from '../rules/router-filters';
import { ROUTERS_TEXTS } from '../texts';

const T = ROUTERS_TEXTS.filters;

/** Full width on a phone (the controls wrap one under another), a fixed width from `sm` up. */
const FIELD_WIDTH = { base: '100%', sm: 200 };

const idOrNull = (value: string | null) => (value ? Number(value) : null);

type Props = {
  filters: RouterFilters;
  onChange: (patch: Partial<RouterFilters>) => void;
  onClear: () => void;
};

/** The Routers list's Status, Realm and SME filters, and Clear filters while one is set (the table's toolbar). */
export function RouterFiltersBar({ filters, onChange, onClear }: Props) {
  return (
    <>
      <Select
        label={T.status}
        w={FIELD_WIDTH}
        data={ROUTER_STATUSES.map((value) => ({ value, label: T.statuses[value] }))}
        value={filters.status}
        onChange={(value) => onChange({ status: (value ?? 'all') as RouterStatus })}
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
          onChange={(value) => onChange({ realm: idOrNull(value) })}
        />
      </Box>
      <SmeSelect
        label={T.sme}
        placeholder={T.smePlaceholder}
        w={FIELD_WIDTH}
        clearable
        value={filters.sme === null ? null : String(filters.sme)}
        onChange={(value) => onChange({ sme: idOrNull(value) })}
        comboboxProps={{ withinPortal: true }}
      />
      {hasRouterFilters(filters) && (
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
