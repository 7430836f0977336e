import { useState } from 'react';
import type { SelectProps } from '@mantine/core';
import { FirstUseSelect, useOptionsWanted } from '../../../components/first-use-select';
import { useDebouncedValue } from '@mantine/hooks';
import { useAuthStore } from '../../../lib/auth-store';
import { useSmeOptions } from '../api/get-sme-options';
import { SME_ENTITY_TEXTS as T } from '../texts';

type SmeSelectProps = Omit<SelectProps, 'data' | 'searchable' | 'onSearchChange' | 'searchValue' | 'filter'>;

/** A searchable SME picker; the server filters (debounced 300 ms), the first 50 matches are offered. */
export function SmeSelect(props: SmeSelectProps) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [selectedLabel, setSelectedLabel] = useState<string | null>(null);
  // The SMEs are asked for when the user reaches for the picker, or to name the one it holds (as
  // components/server-search-select.tsx does): not with every load of the routers list.
  const { wanted, onReachedFor } = useOptionsWanted(props.value);
  // Once an SME is picked the box shows its name; do not search for that name.
  const query = useSmeOptions(partnerId, { search: debounced === selectedLabel ? '' : debounced }, wanted);
  const data = (query.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <FirstUseSelect
      onReachedFor={onReachedFor}
      label={T.sme}
      placeholder={T.smePlaceholder}
      nothingFoundMessage={query.isFetching ? undefined : T.noSmes}
      {...props}
      data={data}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      onChange={(value, option) => {
        setSelectedLabel(option?.label ?? null);
        props.onChange?.(value, option);
      }}
    />
  );
}
