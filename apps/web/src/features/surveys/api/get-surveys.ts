import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZSurveyPageSchema } from '@ared/contract/surveys';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { surveyKeys } from './survey-keys';
import { checked } from '../../../lib/checked';

export type TSurveyPage = z.infer<typeof ZSurveyPageSchema>;
export type SurveyListParams = { page: number; page_size: number };

/** GET surveys/ (the spec's list call): one page of the partner's surveys, newest first. */
export const getSurveys = async (params: SurveyListParams): Promise<TSurveyPage> =>
  checked(
    import('@ared/contract/surveys').then((m) => m.ZSurveyPageSchema),
    api.get<unknown>('surveys/', { query: params }),
  );

export const surveysQueryOptions = (params: SurveyListParams) =>
  queryOptions({ queryKey: surveyKeys.list(params), queryFn: () => getSurveys(params) });

export const useSurveys = (params: SurveyListParams) =>
  useQuery({ ...surveysQueryOptions(params), placeholderData: keepPreviousData });
