import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { APKS_KEY } from './apk-keys';

/** DELETE apks/{id}/ (partner admins): the row and its stored file. */
export const deleteApk = (id: number): Promise<unknown> => api.delete<unknown>(`apks/${id}/`);

export const useDeleteApk = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APKS_KEY }),
  });
};
