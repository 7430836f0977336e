import { Suspense, useState } from 'react';
import { ComboboxChevron, TextInput, type SelectProps } from '@mantine/core';
import { loadOnFirstUse } from '../lib/load-on-first-use';
import { lookOf, useFirstUse } from './first-use-field';

const { Part: SelectPart, preload } = loadOnFirstUse(() => import('./select-part'));

type OptionEntry =
  string | { value: string; label?: string } | { group: React.ReactNode; items: readonly OptionEntry[] };

/** The label of `value` among a Select's options (plain strings, items or groups of them). */
export function optionLabel(
  data: readonly OptionEntry[] | undefined,
  value: string | null | undefined,
): string {
  if (value === null || value === undefined || !data) return '';
  for (const entry of data) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if ('group' in entry) {
      const found = optionLabel(entry.items, value);
      if (found) return found;
    } else if (entry.value === value) {
      return entry.label ?? entry.value;
    }
  }
  return '';
}

/**
 * Whether a picker whose options come from the server should ask for them: once the user has reached for it
 * (`onReachedFor`), or at once when it holds a value whose label it must show (a filter set in the URL).
 */
export function useOptionsWanted(value: string | null | undefined) {
  const [reachedFor, setReachedFor] = useState(false);
  const wanted = reachedFor || (value !== null && value !== undefined && value !== '');
  return { wanted, onReachedFor: () => setReachedFor(true) };
}

/**
 * A Mantine Select that is a look-alike input until first used (pointer or focus), then the Select itself,
 * loaded on that first use or at the first interaction (decision 089). A list's filters are Selects a partner
 * rarely opens, and each one mounted costs its combobox, a portal and floating-ui on every load of a slow
 * phone (issue 29 §7). The swap is a transition: the look-alike stays, focused, until the Select is ready,
 * which then takes the focus (and opens, when a pointer chose it). Its value is shown by the option's label.
 */
export function FirstUseSelect({
  onReachedFor,
  ...props
}: SelectProps<string> & {
  /**
   * Called when the user first reaches for the picker (a pointer over it, a touch, the focus): a picker
   * whose options come from the server asks for them then, not with the page.
   */
  onReachedFor?: () => void;
}) {
  const { use, start } = useFirstUse(onReachedFor);
  if (use)
    return (
      <Suspense fallback={null}>
        <SelectPart {...props} autoFocus defaultDropdownOpened={use === 'pointer'} />
      </Suspense>
    );
  const value = props.value !== undefined ? props.value : props.defaultValue;
  return (
    <TextInput
      {...lookOf(props)}
      value={optionLabel(props.data, value)}
      readOnly
      pointer={!props.searchable}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={<ComboboxChevron size={props.size} />}
      rightSectionPointerEvents="none"
      onPointerEnter={() => {
        onReachedFor?.();
        void preload();
      }}
      onPointerDown={() => start('pointer')}
      onFocus={() => start('focus')}
    />
  );
}
