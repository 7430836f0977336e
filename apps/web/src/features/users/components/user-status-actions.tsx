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
  const [isAsking, setAsking] = useState(false);
  const update = useUpdateUser(user.id);
  const suspend = user.is_active;
  const confirm = async () => {
    try {
      await update.mutateAsync(statusChange(suspend));
      notify.success(suspend ? T.suspended : T.activated);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.statusFailed);
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <Button color={suspend ? 'red' : 'green'} variant="light" onClick={() => setAsking(true)}>
        {suspend ? T.suspend : T.activate}
      </Button>
      <ConfirmDialog
        opened={isAsking}
        title={T.confirm(suspend ? T.suspendAction(user.full_name) : T.activateAction(user.full_name))}
        message={suspend ? T.suspendHint : T.activateHint}
        confirmLabel={suspend ? T.suspend : T.activate}
        isDanger={suspend}
        isLoading={update.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
