import { useState } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import type { TUserDetails } from '@ared/contract/users';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useKiosks } from '../../../entities/kiosk/api/get-kiosks';
import { useKioskAssignment, type KioskAssignmentResult } from '../../../entities/kiosk/api/kiosk-assignment';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { PEOPLE_KEY } from '../api/people-keys';
import { PROFILE_TEXTS as T } from '../texts';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Loaded on its first opening, or at the first interaction (decision 099): not needed to show the list.
const AssignKioskDialog = dialogOnFirstUse(
  () => import('./assign-kiosk-dialog').then((m) => m.AssignKioskDialog),
  'opened',
);

const announce = (result: KioskAssignmentResult, fallback: string) =>
  result.status === 200 ? notify.success(result.detail ?? fallback) : notify.error(result.detail ?? fallback);

/**
 * The kiosk the franchisee runs (GET kiosks/?assigned_to=, part 2 §7), its serial or '-', and Assign Kiosk or
 * Unassign Kiosk. An assignment refreshes the kiosk lists and this profile.
 */
export function KioskOfPerson({ person }: { person: TUserDetails }) {
  const [isAssigning, setAssigning] = useState(false);
  const [isUnassigning, setUnassigning] = useState(false);
  const current = useKiosks({ assigned_to: person.id, page: 1, page_size: 10 });
  const kiosk = current.data?.results[0] ?? null;
  const { assign, unassign } = useKioskAssignment({ alsoRefresh: [PEOPLE_KEY] });

  const doAssign = async (kioskId: number) => {
    try {
      const result = await assign.mutateAsync({ kiosks: [{ id: kioskId }], micro_franchisee: person.id });
      announce(result, T.assign);
      if (result.status === 200) setAssigning(false);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.kioskFetchFailed);
    }
  };
  const doUnassign = async () => {
    try {
      announce(await unassign.mutateAsync({ micro_franchisee: person.id }), T.unassignKiosk);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.unassignKiosk);
    } finally {
      setUnassigning(false);
    }
  };

  // Until the kiosk query answers, '-' would claim there is none.
  if (current.isPending) return <Loader size="xs" />;
  return (
    <Group gap="md" wrap="wrap">
      <Text size="sm" fw={600} data-testid="profile-kiosk">
        {current.isError ? T.kioskFetchFailed : (kiosk?.serial_number ?? '-')}
      </Text>
      {kiosk ? (
        <Button size="xs" variant="light" color="red" onClick={() => setUnassigning(true)}>
          {T.unassignKiosk}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="light"
          onClick={() => setAssigning(true)}
          disabled={current.isError || !person.is_active}
        >
          {T.assignKiosk}
        </Button>
      )}
      <AssignKioskDialog
        opened={isAssigning}
        isSaving={assign.isPending}
        onAssign={(id) => void doAssign(id)}
        onClose={() => setAssigning(false)}
      />
      <ConfirmDialog
        opened={isUnassigning}
        title={T.confirm(T.unassignAction(kiosk?.serial_number ?? ''))}
        confirmLabel={T.confirmLabel}
        cancelLabel={T.cancel}
        isDanger
        isLoading={unassign.isPending}
        onConfirm={() => void doUnassign()}
        onCancel={() => setUnassigning(false)}
      />
    </Group>
  );
}
