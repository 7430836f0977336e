import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdvert } from '@ared/contract/adverts';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';
import { ADVERTS_KEY } from './advert-keys';

// The answer's schema comes beside the request: the form page draws without zod (decision 103).
const advertSchema = () => import('@ared/contract/adverts').then((m) => m.ZAdvertSchema);

/** POST v1/verts/ multipart (part 2 §7). */
export const createAdvert = (form: FormData): Promise<TAdvert> =>
  checked(advertSchema(), api.post<unknown>('verts/', form));

/** PATCH v1/verts/{id}/ multipart: the fields, the file only when changed, the dates only as a pair. */
export const updateAdvert = (id: number, form: FormData): Promise<TAdvert> =>
  checked(advertSchema(), api.patch<unknown>(`verts/${id}/`, form));

export const useSaveAdvert = (id: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => (id === null ? createAdvert(form) : updateAdvert(id, form)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADVERTS_KEY }),
  });
};
