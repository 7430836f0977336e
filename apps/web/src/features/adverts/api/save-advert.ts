import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdvertSchema, type TAdvert } from '@ared/contract/adverts';
import { api } from '../../../lib/http';
import { ADVERTS_KEY } from './advert-keys';

/** POST v1/verts/ multipart (part 2 §7). */
export const createAdvert = async (form: FormData): Promise<TAdvert> =>
  ZAdvertSchema.parse(await api.post<unknown>('verts/', form));

/** PATCH v1/verts/{id}/ multipart: the fields, the file only when changed, the dates only as a pair. */
export const updateAdvert = async (id: number, form: FormData): Promise<TAdvert> =>
  ZAdvertSchema.parse(await api.patch<unknown>(`verts/${id}/`, form));

export const useSaveAdvert = (id: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => (id === null ? createAdvert(form) : updateAdvert(id, form)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADVERTS_KEY }),
  });
};
