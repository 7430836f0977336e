import { startTransition, useState } from 'react';
import type { TextInputProps } from '@mantine/core';

/**
 * What a field's look-alike shares with the Mantine picker it stands for until first used (a Select, a date
 * input: decisions 089, 104): its label, texts, state, size and accessible name.
 */
export type FieldLookProps = Pick<
  TextInputProps,
  | 'label'
  | 'description'
  | 'error'
  | 'placeholder'
  | 'withAsterisk'
  | 'required'
  | 'disabled'
  | 'size'
  | 'radius'
  | 'w'
  | 'className'
  | 'style'
> & { 'data-autofocus'?: boolean; 'aria-label'?: string; 'aria-labelledby'?: string };

/** The look-alike's props taken from the picker's: nothing else (no handlers, no value) reaches it. */
export const lookOf = (props: FieldLookProps) => {
  const { label, description, error, placeholder, withAsterisk, required, disabled } = props;
  const { size, radius, w, className, style } = props;
  // A filter without a visible label is named by aria-label: the look-alike carries the same name.
  const names = { 'aria-label': props['aria-label'], 'aria-labelledby': props['aria-labelledby'] };
  return {
    ...{ label, description, error, placeholder, withAsterisk, required, disabled },
    ...{ size, radius, w, className, style, 'data-autofocus': props['data-autofocus'] },
    ...names,
  };
};

/**
 * Whether the picker has been reached for, and how (`'focus'`: the keyboard, `'pointer'`: a click or a
 * touch); `start(how)` records the first use. The swap to the picker is a transition: the look-alike stays,
 * focused, until the picker's code has come.
 */
export function useFirstUse(onReachedFor?: () => void) {
  const [use, setUse] = useState<'focus' | 'pointer' | null>(null);
  const start = (how: 'focus' | 'pointer') => {
    onReachedFor?.();
    startTransition(() => setUse((current) => current ?? how));
  };
  return { use, start };
}
