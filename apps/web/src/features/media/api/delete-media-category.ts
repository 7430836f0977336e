import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { refreshMediaCategories } from './media-keys';

/** DELETE categories/{id}/: the category and its offline files (and their bytes) go. */
export const deleteMediaCategory = (id: number): Promise<unknown> => api.delete<unknown>(`categories/${id}/`);

export const useDeleteMediaCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaCategory,
    onSuccess: () => refreshMediaCategories(queryClient),
  });
};
