import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TApplyPortalDesignRequest,
  type TApplyPortalDesignResponse,
  ZApplyPortalDesignResponseSchema,
} from '@ared/contract/captive-portal';
import { api } from '../../../lib/http';
import { PORTALS_KEY } from './portal-keys';

/** POST v1/captive-portal/{id}/apply/: the portal's design onto the named portals, or onto every other. */
export const applyPortalDesign = async ({
  sourceId,
  targets,
}: {
  sourceId: number;
  targets: TApplyPortalDesignRequest;
}): Promise<TApplyPortalDesignResponse> =>
  ZApplyPortalDesignResponseSchema.parse(
    await api.post<unknown>(`captive-portal/${sourceId}/apply/`, targets),
  );

export const useApplyPortalDesign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPortalDesign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PORTALS_KEY }),
  });
};
