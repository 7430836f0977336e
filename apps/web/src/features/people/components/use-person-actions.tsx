import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useResetPersonPassword, useSetPersonActive } from '../api/person-actions';
import { PROFILE_TEXTS as T } from '../texts';

export type PersonAction = 'suspend' | 'activate' | 'resetPassword';

/** Suspend, Activate and Reset Password, each behind 'Are You sure you want to ...' (part 1 §2). */
export function usePersonActions(id: number) {
  const [pending, setPending] = useState<PersonAction | null>(null);
  const setActive = useSetPersonActive(id);
  const reset = useResetPersonPassword(id);

  const run = async (action: PersonAction) => {
    try {
      if (action === 'resetPassword') {
        await reset.mutateAsync();
        notify.success(T.resetSent);
      } else {
        await setActive.mutateAsync(action === 'activate');
        notify.success(action === 'activate' ? T.activated : T.suspended);
      }
    } catch (error) {
      notify.error(serverMessage(error) ?? (action === 'resetPassword' ? T.resetFailed : T.statusFailed));
    } finally {
      setPending(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      title={pending ? T.confirm(T.actions[pending]) : ''}
      confirmLabel={T.confirmLabel}
      cancelLabel={T.cancel}
      isDanger={pending === 'suspend'}
      isLoading={setActive.isPending || reset.isPending}
      onConfirm={() => pending && void run(pending)}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}
