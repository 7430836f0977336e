import { useEffect } from 'react';
import { Anchor, Button, Card, Group, List, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { BackToListButton, RecordNotFound } from '../../../components/record-not-found';
import { realmDetailsPath } from '../../../entities/realm/realm-links';
import { ApiError } from '../../../lib/api-error';
import { formatListDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSurvey } from '../api/get-survey';
import { useSurveyQuestions } from '../api/get-survey-questions';
import { EnabledBadge } from '../../../components/enabled-badge';
import { cutQuestion } from '../question-drafts';
import { SURVEYS_PATH, parseSurveyId, surveyQuestionsPath } from '../survey-links';
import { SURVEYS_TEXTS as T } from '../texts';
import { DetailField } from '../../../components/detail-field';

const BACK = { to: SURVEYS_PATH, label: T.details.back };

/** /survey-details/{id}: the survey, its realm (linked), 'Add survey Questions', and its questions cut to 100. */
export function SurveyDetailsPage() {
  const id = parseSurveyId(useParams().id);
  const survey = useSurvey(id);
  const questions = useSurveyQuestions(id);

  const isNotFound = survey.error instanceof ApiError && survey.error.status === 404;
  useEffect(() => {
    if ((survey.error && !isNotFound) || questions.error) notify.error(T.fetchFailed);
  }, [survey.error, questions.error, isNotFound]);

  if (id === null || isNotFound)
    return (
      <RecordNotFound
        pageTitle={T.details.title}
        title={T.details.notFoundTitle}
        body={T.details.notFoundBody}
        back={BACK}
        testId="survey-not-found"
      />
    );

  const s = survey.data;
  return (
    <>
      <PageHeader
        title={s?.title ?? T.details.title}
        description={s ? T.details.title : undefined}
        actions={
          <>
            <BackToListButton {...BACK} />
            <Button component={Link} to={surveyQuestionsPath(id)} leftSection={<IconListDetails size={16} />}>
              {T.addQuestions}
            </Button>
          </>
        }
      />
      <Card padding="lg" mb="md">
        {s ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DetailField label={T.details.realm}>
              <Anchor component={Link} to={realmDetailsPath(s.realm.id)}>
                {s.realm.name}
              </Anchor>
            </DetailField>
            <DetailField label={T.details.status}>
              <EnabledBadge isEnabled={s.active} />
            </DetailField>
            <DetailField label={T.details.created}>
              <Text size="sm">{formatListDateTime(s.created)}</Text>
            </DetailField>
          </SimpleGrid>
        ) : (
          <Skeleton h={48} />
        )}
      </Card>
      <Card padding="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            {T.details.questions}
          </Title>
          {questions.data && (
            <Text c="dimmed" size="sm">
              {questions.data.length}
            </Text>
          )}
        </Group>
        {questions.isPending ? (
          <Skeleton h={80} />
        ) : (questions.data ?? []).length === 0 ? (
          <Text c="dimmed" data-testid="no-questions">
            {T.noQuestions}
          </Text>
        ) : (
          <List type="ordered" spacing="xs" data-testid="survey-questions">
            {questions.data!.map((q) => (
              <List.Item key={q.id} title={q.text}>
                {cutQuestion(q.text)}
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </>
  );
}
