import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { ADVERTS_KEY } from './advert-keys';

/** DELETE v1/verts/{id}/: the advert and its stored file go. */
export const deleteAdvert = (id: number): Promise<unknown> => api.delete<unknown>(`verts/${id}/`);

export const useDeleteAdvert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdvert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADVERTS_KEY }),
  });
};
