import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';

/** Mantine's DateInput in a chunk of its own (with dayjs and its calendar), loaded by FirstUseDateInput. */
export default function DateInputPart(props: DateInputProps) {
  return <DateInput {...props} />;
}
