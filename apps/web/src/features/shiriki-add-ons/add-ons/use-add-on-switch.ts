import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../../lib/api/get-me';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useUpdatePartnerSettings } from '../api/partner-settings';
import type { AddOn } from './add-on-catalog';
import { ADD_ON_RELOAD_DELAY_MS, ADD_ON_TEXTS as T } from './add-on-texts';

/**
 * Activate and Deactivate (part 2 §4): the partner's flag set true or false by PATCH partners/{id}/. The
 * card follows the answer at once; the signed-in user (menu, other pages' gating) is read again 2 s later,
 * the spec's page reload without losing the page.
 */
export function useAddOnSwitch(partnerId: number) {
  const queryClient = useQueryClient();
  const update = useUpdatePartnerSettings(partnerId);
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  const reloadUserLater = () =>
    setTimeout(
      // Into the cache the shell watches: its user refresh stores the new flags (menu, gated pages).
      () => void queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => undefined),
      ADD_ON_RELOAD_DELAY_MS,
    );

  const setActive = async (addOn: AddOn, isActive: boolean): Promise<boolean> => {
    setPendingKey(addOn.key);
    try {
      await update.mutateAsync({ [addOn.flag]: isActive });
      if (!isActive) notify.success(T.deactivated);
      reloadUserLater();
      return true;
    } catch (error) {
      if (!isActive) notify.error(T.deactivateFailed);
      // The server answered no (a refusal names the add-on); no answer at all is the generic text.
      else if (error instanceof ApiError && error.status > 0) notify.error(T.activateRefused(addOn.name));
      else notify.error(T.activateFailed);
      return false;
    } finally {
      setPendingKey(null);
    }
  };

  return { setActive, pendingKey };
}
