import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { refreshMediaFiles } from './media-keys';

/** DELETE files/{id}/: the file and its stored bytes go. */
export const deleteMediaFile = (id: number): Promise<unknown> => api.delete<unknown>(`files/${id}/`);

export const useDeleteMediaFile = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMediaFile, onSuccess: () => refreshMediaFiles(queryClient) });
};
