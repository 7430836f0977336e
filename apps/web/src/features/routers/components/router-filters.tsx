import { ChoiceFilter, ClearFiltersButton } from '../../../components/list-filters/list-filters';
import { RealmFilter } from '../../../entities/realm/ui/realm-filter';
import { SmeSelect } from '../../../entities/sme/components/sme-select';
import { ROUTER_STATUSES, type RouterFilters, hasRouterFilters } from '../rules/router-filters';
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
      <ChoiceFilter
        label={T.status}
        width={FIELD_WIDTH}
        options={ROUTER_STATUSES.map((value) => ({ value, label: T.statuses[value] }))}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <RealmFilter
        texts={T}
        width={FIELD_WIDTH}
        value={filters.realm}
        onChange={(realm) => onChange({ realm })}
      />
      <SmeSelect
        label={T.sme}
        placeholder={T.smePlaceholder}
        w={FIELD_WIDTH}
        clearable
        value={filters.sme === null ? null : String(filters.sme)}
        onChange={(value) => onChange({ sme: idOrNull(value) })}
        comboboxProps={{ withinPortal: true }}
      />
      <ClearFiltersButton shown={hasRouterFilters(filters)} label={T.clear} onClear={onClear} />
    </>
  );
}
