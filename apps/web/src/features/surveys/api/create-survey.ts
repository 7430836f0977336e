import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSurveyCreatedSchema, type TSurveyCreateRequest } from '@ared/contract/surveys';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { SURVEYS_KEY } from './survey-keys';

export type TSurveyCreated = z.infer<typeof ZSurveyCreatedSchema>;

/** POST surveys/ {title, realm, enabled} → 201. */
export const createSurvey = async (body: TSurveyCreateRequest): Promise<TSurveyCreated> =>
  ZSurveyCreatedSchema.parse(await api.post<unknown>('surveys/', body));

export const useCreateSurvey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SURVEYS_KEY }),
  });
};
