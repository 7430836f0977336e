import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  THotelStay,
  THotelStayCreateRequest,
  THotelStayImportResult,
  THotelStayUpdateRequest,
} from '@ared/contract/hotel-stays';
import { api } from '../../../lib/http';
import { checked } from '../../../lib/checked';

const KEY = ['hotel-stays'] as const;

export type StayListParams = {
  page: number;
  page_size: number;
  state: 'open' | 'current' | 'upcoming' | 'ended' | 'all';
  realm?: number | undefined;
  room?: string | undefined;
};

/** GET hotel-stays/: one page of the partner's stays by check-in. */
export const useHotelStays = (params: StayListParams) =>
  useQuery({
    queryKey: [...KEY, 'list', params],
    queryFn: async () =>
      checked(
        import('@ared/contract/hotel-stays').then((m) => m.ZHotelStayPageSchema),
        api.get<unknown>('hotel-stays/', { query: { ...params, room: params.room || undefined } }),
      ),
    placeholderData: keepPreviousData,
  });

const useStayMutation = <A, R>(call: (args: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};

export const useCreateStay = () =>
  useStayMutation(async (body: THotelStayCreateRequest): Promise<THotelStay> =>
    checked(
      import('@ared/contract/hotel-stays').then((m) => m.ZHotelStaySchema),
      api.post<unknown>('hotel-stays/', body),
    ),
  );

export const useUpdateStay = () =>
  useStayMutation(async ({ id, body }: { id: number; body: THotelStayUpdateRequest }): Promise<THotelStay> =>
    checked(
      import('@ared/contract/hotel-stays').then((m) => m.ZHotelStaySchema),
      api.patch<unknown>(`hotel-stays/${id}/`, body),
    ),
  );

export const useCheckOutStay = () =>
  useStayMutation(async (id: number): Promise<THotelStay> =>
    checked(
      import('@ared/contract/hotel-stays').then((m) => m.ZHotelStaySchema),
      api.post<unknown>(`hotel-stays/${id}/check-out/`, {}),
    ),
  );

export const useImportStays = () =>
  useStayMutation(async (body: { realm: number; csv: string }): Promise<THotelStayImportResult> =>
    checked(
      import('@ared/contract/hotel-stays').then((m) => m.ZHotelStayImportResultSchema),
      api.post<unknown>('hotel-stays/import/', body),
    ),
  );

/** The CSV template, saved by the browser under the server's file name. */
export async function downloadStayTemplate(): Promise<void> {
  const blob = await api.requestBlob('hotel-stays/template/');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'hotel-stays-template.csv';
  link.click();
  URL.revokeObjectURL(url);
}
