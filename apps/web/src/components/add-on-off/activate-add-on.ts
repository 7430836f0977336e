import { useMutation } from '@tanstack/react-query';
import type { TPartnerFeatureFlag } from '@ared/contract/plans';
import { ZPartnerSettingsUpdateResponseSchema } from '@ared/contract/partner-settings';
import { getAuthState, setUser } from '../../lib/auth-store';
import { api } from '../../lib/http';

/**
 * PATCH partners/{id}/ with one add-on flag true (a partner admin's call). On success the signed-in user's
 * partner takes the saved flag, so every page of the add-on shows at once, without a reload.
 */
export const activateAddOn = async (partnerId: number, flag: TPartnerFeatureFlag): Promise<boolean> => {
  const saved = ZPartnerSettingsUpdateResponseSchema.parse(
    await api.patch<unknown>(`partners/${partnerId}/`, { [flag]: true }),
  );
  const user = getAuthState().user;
  if (user?.partner) setUser({ ...user, partner: { ...user.partner, [flag]: saved[flag] } });
  return saved[flag];
};

export const useActivateAddOn = (flag: TPartnerFeatureFlag) =>
  useMutation({
    mutationFn: () => activateAddOn(getAuthState().partnerId ?? 0, flag),
  });
