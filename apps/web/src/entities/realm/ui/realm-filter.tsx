import { Box } from '@mantine/core';
import type { FilterWidth } from '../../../components/list-filters/list-filters';
import { PartnerRealmSelect } from './partner-realm-select';

/** A list's Realm filter: one of the partner's realms, or none (every realm). */
export function RealmFilter({
  texts,
  width,
  value,
  onChange,
}: {
  texts: { realm: string; realmPlaceholder: string; realmNothingFound: string };
  width: FilterWidth;
  value: number | null;
  onChange: (realm: number | null) => void;
}) {
  return (
    <Box w={width}>
      <PartnerRealmSelect
        label={texts.realm}
        placeholder={texts.realmPlaceholder}
        nothingFoundMessage={texts.realmNothingFound}
        isRequired={false}
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(next ? Number(next) : null)}
      />
    </Box>
  );
}
