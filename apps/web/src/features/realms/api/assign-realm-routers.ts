import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  // The answer's one field, read without zod (decision 103): a body without a text `detail` has none.
  const detail = (data as { detail?: unknown } | null)?.detail;
  return { status, detail: typeof detail === 'string' ? detail : undefined };
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
