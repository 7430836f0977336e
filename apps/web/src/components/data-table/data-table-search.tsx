import { memo, useEffect, useRef, useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DATA_TABLE_TEXTS } from './texts';
import type { DataTableSearch as SearchProps } from './types';

/**
 * The list's search box: typing is debounced; a value changed from outside (URL, back) shows up. Memoised:
 * it stays as it is while the list's data changes (see DataTableRows).
 */
export const DataTableSearch = memo(function DataTableSearch({
  value,
  onChange,
  placeholder,
  debounceMs = 300,
}: SearchProps) {
  const [text, setText] = useState(value);
  const lastSent = useRef(value);
  const send = useDebouncedCallback((next: string) => {
    lastSent.current = next;
    onChange(next);
  }, debounceMs);

  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  const change = (next: string) => {
    setText(next);
    send(next.trim());
  };

  return (
    <TextInput
      value={text}
      onChange={(e) => change(e.currentTarget.value)}
      placeholder={placeholder ?? DATA_TABLE_TEXTS.search}
      aria-label={placeholder ?? DATA_TABLE_TEXTS.search}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? <CloseButton size="sm" aria-label="Clear search" onClick={() => change('')} /> : null
      }
      w={{ base: '100%', xs: 280 }}
    />
  );
});
