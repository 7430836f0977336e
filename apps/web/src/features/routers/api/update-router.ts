import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRouterSchema, type TRouter, type TRouterUpdateRequest } from '@ared/contract/routers';
import { api } from '../../../lib/http';
import { ROUTERS_KEY } from '../../../entities/router/router-keys';

/** PATCH routers/{id}/ {ssid, location_name}. */
export const updateRouter = async ({
  id,
  ...body
}: TRouterUpdateRequest & { id: number }): Promise<TRouter> =>
  ZRouterSchema.parse(await api.patch<unknown>(`routers/${id}/`, body));

export const useUpdateRouter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRouter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROUTERS_KEY }),
  });
};
