import { useEffect } from 'react';
import { Card, Skeleton, Tabs } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { BackToListButton, RecordNotFound } from '../../../components/record-not-found';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSurvey } from '../api/get-survey';
import { useSurveyQuestions } from '../api/get-survey-questions';
import { QuestionsEditor } from '../components/questions-editor';
import { SurveyResponsesPanel } from '../components/survey-responses-panel';
import { SURVEYS_PATH, parseSurveyId, surveyDetailsPath } from '../survey-links';
import { SURVEYS_TEXTS as T } from '../texts';

const TABS = ['questions', 'response'] as const;

/** /survey-questions/{id}: tabs Questions (the editor) and Response (the guests' answers), tab in the URL. */
export function SurveyQuestionsPage() {
  const id = parseSurveyId(useParams().id);
  const survey = useSurvey(id);
  const questions = useSurveyQuestions(id);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'response' ? 'response' : 'questions';
  const isNotFound =
    (survey.error instanceof ApiError && survey.error.status === 404) ||
    (questions.error instanceof ApiError && questions.error.status === 404);

  useEffect(() => {
    if (questions.error && !isNotFound) notify.error(T.questionsFetchFailed);
  }, [questions.error, isNotFound]);

  if (id === null || isNotFound)
    return (
      <RecordNotFound
        pageTitle={T.editor.title}
        title={T.details.notFoundTitle}
        body={T.details.notFoundBody}
        back={{ to: SURVEYS_PATH, label: T.details.back }}
        testId="survey-not-found"
      />
    );

  return (
    <>
      <PageHeader
        title={survey.data?.title ?? T.editor.title}
        description={survey.data ? T.editor.title : undefined}
        actions={<BackToListButton to={surveyDetailsPath(id)} label={T.editor.back} />}
      />
      <Tabs
        value={tab}
        onChange={(v) => setParams(v === 'response' ? { tab: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <ScrollingTabList mb="md">
          {TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {t === 'questions' ? T.questionsTab : T.responseTab}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
        <Tabs.Panel value="questions">
          <Card padding="lg">
            {questions.data ? <QuestionsEditor surveyId={id} saved={questions.data} /> : <Skeleton h={120} />}
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="response">
          <SurveyResponsesPanel surveyId={id} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
