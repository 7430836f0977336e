import { useMutation } from '@tanstack/react-query';
import type { TSignUpRequest } from '@ared/contract/sign-ups';
import { api } from '../../../lib/http';

/** POST sign-up/ (public) → 202 {detail}: the application is stored and mailed, pending approval. */
export const applyForSignUp = (body: TSignUpRequest) =>
  api.post<{ detail: string }>('sign-up/', body, { auth: false });

export const useApplyForSignUp = () => useMutation({ mutationFn: applyForSignUp });
