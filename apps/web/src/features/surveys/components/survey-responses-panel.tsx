import { Alert, Badge, Card, Group, List, Progress, Skeleton, Stack, Table, Text } from '@mantine/core';
import { ANSWER_TYPE_LABELS, isTextType } from '@ared/contract/survey-texts';
import type { TQuestionResponses } from '@ared/contract/surveys';
import { formatListDateTime } from '../../../lib/format';
import { useSurveyResponses } from '../api/get-survey-responses';
import { SURVEYS_TEXTS as T } from '../texts';
import { TableScroll } from '../../../components/table-scroll/table-scroll';

const R = T.responses;

function ChoiceCounts({ q }: { q: TQuestionResponses }) {
  return (
    <Stack gap={6}>
      {q.options.map((o) => (
        <div key={o.label} data-testid="choice-count">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{o.label}</Text>
            <Text size="sm" fw={600}>
              {o.count}
            </Text>
          </Group>
          <Progress
            value={q.answers_count === 0 ? 0 : (o.count / q.answers_count) * 100}
            size="sm"
            aria-hidden
          />
        </div>
      ))}
    </Stack>
  );
}

function GridCounts({ q }: { q: TQuestionResponses }) {
  const columns = q.grid[0]?.columns.map((c) => c.label) ?? [];
  return (
    <TableScroll minWidth={320}>
      <Table withTableBorder striped aria-label={q.text}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {columns.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {q.grid.map((row) => (
            <Table.Tr key={row.row}>
              <Table.Th scope="row">{row.row}</Table.Th>
              {row.columns.map((c) => (
                <Table.Td key={c.label}>{c.count}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function TextAnswers({ q }: { q: TQuestionResponses }) {
  if (q.text_answers.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {R.noTextAnswers}
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {R.latest}
      </Text>
      <List spacing={4} size="sm">
        {q.text_answers.map((a, i) => (
          <List.Item key={i}>
            {a.value}{' '}
            <Text span size="xs" c="dimmed">
              {formatListDateTime(a.created)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The Response tab: the guests' answers per question, counts for the choice types (SPEC-NOTES). */
export function SurveyResponsesPanel({ surveyId }: { surveyId: number }) {
  const query = useSurveyResponses(surveyId);
  if (query.isPending) return <Skeleton h={160} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light">
        {T.responsesFetchFailed}
      </Alert>
    );
  const { responses_count: total, questions } = query.data;
  return (
    <Stack gap="md">
      <Text fw={600} data-testid="responses-count">
        {R.count(total)}
      </Text>
      {total === 0 && <Text c="dimmed">{T.noResponses}</Text>}
      {questions.map((q, index) => (
        <Card key={q.id} padding="md" withBorder data-testid="question-responses">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={600}>
                {index + 1}. {q.text}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Badge variant="light">{ANSWER_TYPE_LABELS[q.answer_type]}</Badge>
                <Badge variant="outline" color="gray">
                  {R.answers(q.answers_count)}
                </Badge>
              </Group>
            </Group>
            {isTextType(q.answer_type) ? (
              <TextAnswers q={q} />
            ) : q.answer_type === 'multiple_choice_grid' ? (
              <GridCounts q={q} />
            ) : (
              <ChoiceCounts q={q} />
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
