import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveyResponses } from '@ared/contract/surveys';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';
import { surveyKeys } from './survey-keys';

/** GET surveys/{id}/responses/: the guests' answers per question, with counts (decision 031). */
export const getSurveyResponses = (surveyId: number): Promise<TSurveyResponses> =>
  checked(
    import('@ared/contract/surveys').then((m) => m.ZSurveyResponsesSchema),
    api.get<unknown>(`surveys/${surveyId}/responses/`),
  );

export const surveyResponsesQueryOptions = (surveyId: number) =>
  queryOptions({ queryKey: surveyKeys.responses(surveyId), queryFn: () => getSurveyResponses(surveyId) });

export const useSurveyResponses = (surveyId: number | null) =>
  useQuery({ ...surveyResponsesQueryOptions(surveyId ?? 0), enabled: surveyId !== null });
