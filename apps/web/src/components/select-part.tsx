import { Select, type SelectProps } from '@mantine/core';

/** Mantine's Select (of string values) in a chunk of its own, loaded by FirstUseSelect on first use. */
export default function SelectPart(props: SelectProps<string>) {
  return <Select<string> {...props} />;
}
