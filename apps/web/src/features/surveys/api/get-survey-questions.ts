import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUESTIONS_MAX } from '@ared/contract/survey-texts';
import type { TSurveyQuestion } from '@ared/contract/surveys';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';
import { surveyKeys } from './survey-keys';

/** GET survey-questions/?survey={id}: every question of the survey (at most 50, one page), in order. */
export const getSurveyQuestions = async (surveyId: number): Promise<TSurveyQuestion[]> =>
  (
    await checked(
      import('@ared/contract/surveys').then((m) => m.ZSurveyQuestionPageSchema),
      api.get<unknown>('survey-questions/', { query: { survey: surveyId, page_size: QUESTIONS_MAX } }),
    )
  ).results;

export const surveyQuestionsQueryOptions = (surveyId: number) =>
  queryOptions({ queryKey: surveyKeys.questions(surveyId), queryFn: () => getSurveyQuestions(surveyId) });

export const useSurveyQuestions = (surveyId: number | null) =>
  useQuery({ ...surveyQuestionsQueryOptions(surveyId ?? 0), enabled: surveyId !== null });
