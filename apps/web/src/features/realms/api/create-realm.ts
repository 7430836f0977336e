import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRealmSchema } from '@ared/contract/realms';
import { z } from 'zod/mini';
import { REALMS_KEY } from '../../../entities/realm/realm-keys';
import { api } from '../../../lib/http';
import type { CreateRealmBody } from '../realm-rules';

/** 201 {detail: 'Realm Added Successfully', realm}. */
export const ZCreateRealmResponseSchema = z.object({
  detail: z.optional(z.string()),
  realm: z.optional(ZRealmSchema),
});
export type TCreateRealmResponse = z.infer<typeof ZCreateRealmResponseSchema>;

/** POST realms/ with {name, partner} (My Realm) or {name, sme} (SME Realm). */
export const createRealm = async (body: CreateRealmBody): Promise<TCreateRealmResponse> =>
  ZCreateRealmResponseSchema.parse((await api.post<unknown>('realms/', body)) ?? {});

export const useCreateRealm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRealm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REALMS_KEY }),
  });
};
