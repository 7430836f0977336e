import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSmeSchema, type TSme, type TSmeCreateRequest } from '@ared/contract/smes';
import { smeKeys } from '../../../entities/sme/sme-keys';
import { api } from '../../../lib/http';

/** POST smes/ → 201 with the SME; 400 {field: [messages]}. */
export const createSme = async (body: TSmeCreateRequest): Promise<TSme> =>
  ZSmeSchema.parse(await api.post<unknown>('smes/', body));

export const useCreateSme = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSme,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smeKeys.lists() }),
  });
};
