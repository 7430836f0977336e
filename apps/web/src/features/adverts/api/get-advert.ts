import { useQuery } from '@tanstack/react-query';
import { ZAdvertSchema } from '@ared/contract/adverts';
import { api } from '../../../lib/http';
import { advertKeys } from './advert-keys';

/** GET v1/verts/{id}/. */
export const useAdvert = (id: number | null) =>
  useQuery({
    queryKey: advertKeys.detail(id ?? 0),
    queryFn: async () => ZAdvertSchema.parse(await api.get<unknown>(`verts/${id}/`)),
    enabled: id !== null,
  });
