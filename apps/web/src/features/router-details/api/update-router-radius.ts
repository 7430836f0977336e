import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZRouterRadiusStatusSchema,
  type TRouterRadiusStatus,
  type TRouterRadiusUpdateRequest,
} from '@ared/contract/router-radius';
import { api } from '../../../lib/http';
import { routerRadiusQueryOptions } from './get-router-radius';

/** PATCH routers/{id}/radius/ {require_message_authenticator} (partner admins only): the new status. */
export const updateRouterRadius = async ({
  id,
  ...body
}: TRouterRadiusUpdateRequest & { id: number }): Promise<TRouterRadiusStatus> =>
  ZRouterRadiusStatusSchema.parse(await api.patch<unknown>(`routers/${id}/radius/`, body));

export const useUpdateRouterRadius = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRouterRadius,
    // The answer is the status as stored: shown at once, without another read.
    onSuccess: (status) => queryClient.setQueryData(routerRadiusQueryOptions(status.router).queryKey, status),
  });
};
