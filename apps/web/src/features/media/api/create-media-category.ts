import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZMediaCategorySchema,
  type TMediaCategory,
  type ZMediaCategoryCreateRequestSchema,
} from '@ared/contract/media';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { refreshMediaCategories } from './media-keys';

export type TMediaCategoryCreateRequest = z.infer<typeof ZMediaCategoryCreateRequestSchema>;

/** POST categories/ {name, realm} → 201 (part 2 §7). */
export const createMediaCategory = async (body: TMediaCategoryCreateRequest): Promise<TMediaCategory> =>
  ZMediaCategorySchema.parse(await api.post<unknown>('categories/', body));

export const useCreateMediaCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMediaCategory,
    onSuccess: () => refreshMediaCategories(queryClient),
  });
};
