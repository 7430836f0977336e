import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { refreshMediaFiles } from './media-keys';

/** PATCH files/{id}/ {status: 'Disabled'}: the spec's 'delete' of a listed file (part 2 §4). */
export const disableMediaFile = (id: number): Promise<unknown> =>
  api.patch<unknown>(`files/${id}/`, { status: 'Disabled' });

export const useDisableMediaFile = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableMediaFile, onSuccess: () => refreshMediaFiles(queryClient) });
};
