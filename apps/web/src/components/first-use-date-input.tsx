import { Suspense } from 'react';
import { TextInput } from '@mantine/core';
import type { DateInputProps } from '@mantine/dates';
import { formatCalendarDay } from '../lib/format';
import { loadOnFirstUse } from '../lib/load-on-first-use';
import { lookOf, useFirstUse } from './first-use-field';

const { Part: DateInputPart, preload } = loadOnFirstUse(() => import('./date-input-part'));

/** The day a DateInput holds ('YYYY-MM-DD', Mantine's own string), written as the input writes it. */
const shownDay = (value: DateInputProps['value']): string => (value ? formatCalendarDay(value) : '');

/**
 * A Mantine DateInput (written `MMMM D, YYYY`) that is a look-alike input until first used (pointer or
 * focus), then the DateInput itself, loaded then or at the user's first interaction with the page
 * (decision 104). A form's date of birth is rarely changed, and the date picker brings dayjs, a calendar, a
 * popover and floating-ui (~40 KB gzipped) to every load of the form's page on a slow phone (issue 29 §7).
 */
export function FirstUseDateInput(props: Omit<DateInputProps, 'valueFormat'>) {
  const { use, start } = useFirstUse();
  if (use)
    return (
      <Suspense fallback={null}>
        <DateInputPart {...props} valueFormat="MMMM D, YYYY" autoFocus />
      </Suspense>
    );
  const value = props.value !== undefined ? props.value : props.defaultValue;
  return (
    <TextInput
      {...lookOf(props)}
      value={shownDay(value)}
      readOnly
      onPointerEnter={() => void preload()}
      onPointerDown={() => start('pointer')}
      onFocus={() => start('focus')}
    />
  );
}
