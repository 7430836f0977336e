import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { advertKeys } from './advert-keys';
import { checked } from '../../../lib/checked';

/** GET v1/verts/{id}/. */
export const useAdvert = (id: number | null) =>
  useQuery({
    queryKey: advertKeys.detail(id ?? 0),
    queryFn: async () =>
      checked(
        import('@ared/contract/adverts').then((m) => m.ZAdvertSchema),
        api.get<unknown>(`verts/${id}/`),
      ),
    enabled: id !== null,
  });
