import { useMutation } from '@tanstack/react-query';
import { TERMS_VERSION, ZTermsAcceptResponseSchema } from '@ared/contract/auth';
import { api } from '../../../lib/http';

/** POST terms/accept/ {version}: the server remembers it, so another browser does not ask again. */
export const acceptTerms = async () =>
  ZTermsAcceptResponseSchema.parse(await api.post<unknown>('terms/accept/', { version: TERMS_VERSION }));

export const useAcceptTerms = () => useMutation({ mutationFn: acceptTerms });
