import { Checkbox, type CheckboxProps } from '@mantine/core';

/**
 * The checkbox of a row, or of the page (select-all), in a list with row selection. Only useRowSelection
 * imports it and hands it to the table with the selection: a list without selection (most lists) does not
 * load Mantine's Checkbox (2.7 KB gzipped, issue 29 §7, decision 101).
 */
export function SelectionCheckbox(props: CheckboxProps) {
  return <Checkbox size="xs" {...props} />;
}
