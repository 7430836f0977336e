import { ActionIcon, Badge, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import {
  ANSWER_TYPE_LABELS,
  GRID_LINES_MAX,
  OPTIONS_MAX,
  QUESTION_TEXT_MAX,
  isChoiceType,
} from '@ared/contract/survey-texts';
import type { DraftQuestion, draftProblems } from '../question-drafts';
import { SURVEYS_TEXTS as T } from '../texts';
import { LinesEditor } from './lines-editor';

type Props = {
  index: number;
  question: DraftQuestion;
  problems: ReturnType<typeof draftProblems>;
  count: number;
  onChange: (patch: Partial<DraftQuestion>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
};

/** One question of the editor: its text, its choices for its type, and move up, move down, remove. */
export function QuestionCard({ index, question: q, problems, count, onChange, onMove, onRemove }: Props) {
  const name = `${index + 1}. ${q.text}`;
  return (
    <Card padding="md" withBorder data-testid="question-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ flex: 1 }} align="flex-start">
            <Text fw={700} mt={6}>
              {index + 1}.
            </Text>
            <TextInput
              aria-label={`${T.editor.question} ${index + 1}`}
              value={q.text}
              maxLength={QUESTION_TEXT_MAX}
              onChange={(event) => onChange({ text: event.currentTarget.value })}
              error={problems.text}
              style={{ flex: 1 }}
            />
          </Group>
          <Group gap={4} wrap="nowrap">
            <Badge variant="light">{ANSWER_TYPE_LABELS[q.answer_type]}</Badge>
            <ActionIcon
              variant="subtle"
              aria-label={`${T.editor.moveUp} ${name}`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`${T.editor.moveDown} ${name}`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${T.editor.remove} ${name}`}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {isChoiceType(q.answer_type) && (
          <LinesEditor
            label={T.editor.options}
            values={q.options}
            onChange={(options) => onChange({ options })}
            itemLabel={T.editor.option}
            addLabel={T.editor.addOption}
            max={OPTIONS_MAX}
            error={problems.options}
          />
        )}
        {q.answer_type === 'multiple_choice_grid' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LinesEditor
              label={T.editor.rows}
              values={q.rows}
              onChange={(rows) => onChange({ rows })}
              itemLabel={T.editor.row}
              addLabel={T.editor.addRow}
              max={GRID_LINES_MAX}
              error={problems.rows}
            />
            <LinesEditor
              label={T.editor.columns}
              values={q.columns}
              onChange={(columns) => onChange({ columns })}
              itemLabel={T.editor.column}
              addLabel={T.editor.addColumn}
              max={GRID_LINES_MAX}
              error={problems.columns}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
