import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSme, TSmeUpdateRequest } from '@ared/contract/smes';
import { api } from '../../../lib/http';
import { smeQueryOptions } from '../../../entities/sme/api/get-sme';
import { smeKeys } from '../../../entities/sme/sme-keys';
import { checked } from '../../../lib/checked';

/** PATCH smes/{id}/ with the changed fields, or {is_active} / {is_terminated} for the account actions. */
export const updateSme = async ({ id, body }: { id: number; body: TSmeUpdateRequest }): Promise<TSme> =>
  checked(
    import('@ared/contract/smes').then((m) => m.ZSmeSchema),
    api.patch<unknown>(`smes/${id}/`, body),
  );

export const useUpdateSme = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSme,
    onSuccess: (sme) => {
      queryClient.setQueryData(smeQueryOptions(sme.id).queryKey, sme);
      return queryClient.invalidateQueries({ queryKey: smeKeys.lists() });
    },
  });
};
