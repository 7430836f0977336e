import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSurveyQuestionListSchema,
  type TSurveyQuestion,
  type TSurveyQuestionsSaveRequest,
} from '@ared/contract/surveys';
import { api } from '../../../lib/http';
import { SURVEYS_KEY } from './survey-keys';

type SaveArgs = { surveyId: number; body: TSurveyQuestionsSaveRequest };

/** PUT survey-questions/?survey={id} {questions}: the whole ordered list replaces the old one (decision 031). */
export const saveSurveyQuestions = async ({ surveyId, body }: SaveArgs): Promise<TSurveyQuestion[]> =>
  ZSurveyQuestionListSchema.parse(
    await api.put<unknown>('survey-questions/', body, { query: { survey: surveyId } }),
  ).results;

export const useSaveSurveyQuestions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSurveyQuestions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SURVEYS_KEY }),
  });
};
