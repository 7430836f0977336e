import { useState } from 'react';
import { Button } from '@mantine/core';
import type { TUserDetails } from '@ared/contract/users';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUpdateUser } from '../api/save-user';
import { statusChange } from '../user-rules';
import { USERS_TEXTS } from '../texts';

const T = USERS_TEXTS.details;

/** Suspend or Activate, whichever matches the status (part 2 §4), behind the shared confirmation. */
export function UserStatusActions({ user }: { user: TUserDetails }) {
  // The action is fixed when the dialog opens: the user reloads while it closes, and its words must not flip.
  const [action, setAction] = useState<'suspend' | 'activate'>('suspend');
  const [isOpen, setOpen] = useState(false);
  const update = useUpdateUser(user.id);
  const suspend = action === 'suspend';
  const ask = () => {
    setAction(user.is_active ? 'suspend' : 'activate');
    setOpen(true);
  };
  const confirm = async () => {
    try {
      await update.mutateAsync(statusChange(suspend));
      notify.success(suspend ? T.suspended : T.activated);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.statusFailed);
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <Button color={user.is_active ? 'red' : 'green'} variant="light" onClick={ask}>
        {user.is_active ? T.suspend : T.activate}
      </Button>
      <ConfirmDialog
        opened={isOpen}
        title={T.confirm(suspend ? T.suspendAction(user.full_name) : T.activateAction(user.full_name))}
        message={suspend ? T.suspendHint : T.activateHint}
        confirmLabel={suspend ? T.suspend : T.activate}
        isDanger={suspend}
        isLoading={update.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
