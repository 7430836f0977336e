import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** Do not retry what retrying cannot fix (4xx); the http client already refreshed on 401. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
