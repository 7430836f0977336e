import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { OPTION_TEXT_MAX } from '@ared/contract/survey-texts';
import { SURVEYS_TEXTS as T } from '../texts';

type Props = {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  itemLabel: (n: number) => string;
  addLabel: string;
  max: number;
  error?: string | undefined;
};

/** The options of a choice question, or the rows or columns of a grid: rename, remove, add. */
export function LinesEditor({ label, values, onChange, itemLabel, addLabel, max, error }: Props) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {values.map((value, i) => (
        <Group key={i} gap={6} wrap="nowrap">
          <TextInput
            aria-label={itemLabel(i + 1)}
            placeholder={itemLabel(i + 1)}
            value={value}
            maxLength={OPTION_TEXT_MAX}
            onChange={(event) => onChange(values.map((v, j) => (j === i ? event.currentTarget.value : v)))}
            style={{ flex: 1 }}
            size="xs"
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${T.editor.remove} ${itemLabel(i + 1)}`}
            onClick={() => onChange(values.filter((_, j) => j !== i))}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs">
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          disabled={values.length >= max}
          onClick={() => onChange([...values, itemLabel(values.length + 1)])}
        >
          {addLabel}
        </Button>
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
