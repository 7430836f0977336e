import { Button, type MantineStyleProp } from '@mantine/core';
import { FirstUseSelect } from '../first-use-select';
import { IconFilterOff } from '@tabler/icons-react';

/** Full width on a phone (the controls wrap one under another), a fixed width from `sm` up. */
export type FilterWidth = { base: string; sm: number };

/** A list's one-of filter (a status): always a value, 'all' among them, so it cannot be cleared to nothing. */
export function ChoiceFilter<V extends string>({
  label,
  width,
  options,
  value,
  onChange,
}: {
  label: string;
  width: FilterWidth;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <FirstUseSelect
      label={label}
      w={width}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value}
      onChange={(next) => {
        if (next !== null) onChange(next as V);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

const BOTTOM: MantineStyleProp = { alignSelf: 'flex-end' };

/** Clear filters, shown while one is set; level with the fields' inputs, under their labels. */
export function ClearFiltersButton({
  shown,
  label,
  onClear,
}: {
  shown: boolean;
  label: string;
  onClear: () => void;
}) {
  if (!shown) return null;
  return (
    <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onClear} style={BOTTOM}>
      {label}
    </Button>
  );
}
