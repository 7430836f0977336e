import { useState } from 'react';
import { Loader, type ComboboxItem } from '@mantine/core';
import { FirstUseSelect, useOptionsWanted } from './first-use-select';
import { useDebouncedValue } from '@mantine/hooks';

/**
 * A hook giving the options matching the typed search (called on every render, as hooks are); it asks the
 * server only while `enabled`.
 */
export type UseOptions = (
  search: string,
  enabled: boolean,
) => { options: ComboboxItem[]; isFetching: boolean };

export type ServerSearchSelectProps = {
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: React.ReactNode;
  /** Options for the debounced search text (the server filters). */
  useOptions: UseOptions;
  /** Shown when the search matches nothing. */
  nothingFoundMessage: string;
  /** A required pick (default) shows the asterisk; an optional one can be cleared. */
  isRequired?: boolean;
  description?: React.ReactNode;
  'data-autofocus'?: boolean;
};

/** A picker whose options come from a server search (realms, SMEs), keeping the chosen option listed. */
export function ServerSearchSelect({
  label,
  placeholder,
  value,
  onChange,
  error,
  useOptions,
  nothingFoundMessage,
  isRequired = true,
  description,
  ...rest
}: ServerSearchSelectProps) {
  const [searchText, setSearchText] = useState('');
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  const [debounced] = useDebouncedValue(searchText, 300);
  // Once an option is chosen the box shows its label; don't search for that label.
  const search = chosen && debounced === chosen.label ? '' : debounced.trim();
  // The options are asked for when the user reaches for the picker, or to name the value it holds: a
  // list's filters no longer fetch 50 realms or SMEs with every load of the page (issue 29 §7).
  const { wanted, onReachedFor } = useOptionsWanted(value);
  const { options, isFetching } = useOptions(search, wanted);
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;

  return (
    <FirstUseSelect
      onReachedFor={onReachedFor}
      label={label}
      placeholder={placeholder}
      description={description}
      withAsterisk={isRequired}
      clearable={!isRequired}
      searchable
      searchValue={searchText}
      onSearchChange={setSearchText}
      data={data}
      value={value}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next);
      }}
      filter={({ options: all }) => all}
      nothingFoundMessage={isFetching ? undefined : nothingFoundMessage}
      rightSection={isFetching ? <Loader size={14} /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
