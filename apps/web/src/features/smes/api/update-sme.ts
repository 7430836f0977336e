import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSmeSchema, type TSme, type TSmeUpdateRequest } from '@ared/contract/smes';
import { api } from '../../../lib/http';
import { smeQueryOptions } from '../../../entities/sme/api/get-sme';
import { smeKeys } from '../../../entities/sme/sme-keys';

/** PATCH smes/{id}/ with the changed fields, or {is_active} / {is_terminated} for the account actions. */
export const updateSme = async ({ id, body }: { id: number; body: TSmeUpdateRequest }): Promise<TSme> =>
  ZSmeSchema.parse(await api.patch<unknown>(`smes/${id}/`, body));

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
