import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REALM_TYPES, ZRealmSchema, type TRealm } from '@ared/contract/realms';
import { realmKeys } from '../../../entities/realm/realm-keys';
import { api } from '../../../lib/http';
import { realmQueryOptions } from './get-realm';

export type RealmUpdateBody = { name?: string; type: (typeof REALM_TYPES)[number] };

/** PATCH realms/{id}/ {name?, type} (partner_admin only; a partner realm's name is read-only). */
export const updateRealm = async ({ id, body }: { id: number; body: RealmUpdateBody }): Promise<TRealm> =>
  ZRealmSchema.parse(await api.patch<unknown>(`realms/${id}/`, body));

export const useUpdateRealm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRealm,
    onSuccess: (realm) => {
      queryClient.setQueryData(realmQueryOptions(realm.id).queryKey, realm);
      return queryClient.invalidateQueries({ queryKey: realmKeys.lists() });
    },
  });
};
