import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSurveyQuestion, TSurveyQuestionsSaveRequest } from '@ared/contract/surveys';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';
import { SURVEYS_KEY } from './survey-keys';

type SaveArgs = { surveyId: number; body: TSurveyQuestionsSaveRequest };

/** PUT survey-questions/?survey={id} {questions}: the whole ordered list replaces the old one (decision 031). */
export const saveSurveyQuestions = async ({ surveyId, body }: SaveArgs): Promise<TSurveyQuestion[]> =>
  (
    await checked(
      import('@ared/contract/surveys').then((m) => m.ZSurveyQuestionListSchema),
      api.put<unknown>('survey-questions/', body, { query: { survey: surveyId } }),
    )
  ).results;

export const useSaveSurveyQuestions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSurveyQuestions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SURVEYS_KEY }),
  });
};
