import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSurveySchema, type TSurvey } from '@ared/contract/surveys';
import { ApiError } from '../../../lib/api-error';
import { api } from '../../../lib/http';
import { surveyKeys } from './survey-keys';

/** GET surveys/{id}/ (404 for another partner's survey). */
export const getSurvey = async (id: number): Promise<TSurvey> =>
  ZSurveySchema.parse(await api.get<unknown>(`surveys/${id}/`));

export const surveyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: surveyKeys.detail(id),
    queryFn: () => getSurvey(id),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });

export const useSurvey = (id: number | null) =>
  useQuery({ ...surveyQueryOptions(id ?? 0), enabled: id !== null });
