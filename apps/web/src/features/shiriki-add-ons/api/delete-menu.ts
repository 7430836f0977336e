import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { MENUS_KEY } from './menu-keys';

/** DELETE food-drink-menu/{id}/. */
export const deleteMenu = (id: number): Promise<unknown> => api.delete<unknown>(`food-drink-menu/${id}/`);

export const useDeleteMenu = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENUS_KEY }),
  });
};
