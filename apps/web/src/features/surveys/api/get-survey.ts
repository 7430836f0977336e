import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurvey } from '@ared/contract/surveys';
import { checked } from '../../../lib/checked';
import { ApiError } from '../../../lib/api-error';
import { api } from '../../../lib/http';
import { surveyKeys } from './survey-keys';

/** GET surveys/{id}/ (404 for another partner's survey). */
export const getSurvey = (id: number): Promise<TSurvey> =>
  checked(
    import('@ared/contract/surveys').then((m) => m.ZSurveySchema),
    api.get<unknown>(`surveys/${id}/`),
  );

export const surveyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: surveyKeys.detail(id),
    queryFn: () => getSurvey(id),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });

export const useSurvey = (id: number | null) =>
  useQuery({ ...surveyQueryOptions(id ?? 0), enabled: id !== null });
