import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDetailSchema } from '@ared/contract/common';
import { REALMS_KEY } from '../../../entities/realm/realm-keys';
import { ROUTERS_KEY } from '../../../entities/router/router-keys';
import { httpWithStatus } from '../../../lib/http';

export type AssignRealmRoutersResult = { status: number; detail: string | undefined };

/** POST routers/add-to-realm/ {realm, routers}: 200 {detail} assigned, 206 {detail} partly refused. */
export const assignRealmRouters = async (body: {
  realm: number;
  routers: number[];
}): Promise<AssignRealmRoutersResult> => {
  const { status, data } = await httpWithStatus<unknown>('routers/add-to-realm/', { method: 'POST', body });
  const parsed = ZDetailSchema.safeParse(data);
  return { status, detail: parsed.success ? parsed.data.detail : undefined };
};

export const useAssignRealmRouters = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRealmRouters,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ROUTERS_KEY }),
        queryClient.invalidateQueries({ queryKey: REALMS_KEY }),
      ]),
  });
};
