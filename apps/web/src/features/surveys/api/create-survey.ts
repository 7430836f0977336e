import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSurveyCreateRequest, ZSurveyCreatedSchema } from '@ared/contract/surveys';
import { checked } from '../../../lib/checked';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { SURVEYS_KEY } from './survey-keys';

export type TSurveyCreated = z.infer<typeof ZSurveyCreatedSchema>;

/** POST surveys/ {title, realm, enabled} → 201. */
export const createSurvey = (body: TSurveyCreateRequest): Promise<TSurveyCreated> =>
  checked(
    import('@ared/contract/surveys').then((m) => m.ZSurveyCreatedSchema),
    api.post<unknown>('surveys/', body),
  );

export const useCreateSurvey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SURVEYS_KEY }),
  });
};
