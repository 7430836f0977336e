import { useState } from 'react';
import type { TKiosk } from '@ared/contract/kiosks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';
import { useKioskAssignment, type KioskAssignmentResult } from '../../../entities/kiosk/api/kiosk-assignment';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { KIOSKS_TEXTS as T } from '../texts';

// The franchisee picker (a Modal, a searchable Select) comes on its first opening (decision 099).
const AssignKioskModal = dialogOnFirstUse(
  () => import('./assign-kiosk-modal').then((m) => m.AssignKioskModal),
  'kiosk',
);

/** 200: the server's detail as success; 206: the detail (which kiosks were refused) as an error (part 2 §8). */
export function announce(result: KioskAssignmentResult, failText: string): boolean {
  if (result.status === 200) {
    notify.success(result.detail ?? failText);
    return true;
  }
  notify.error(result.detail ?? failText);
  return false;
}

/** The Action column's Assign (a franchisee picker) and Unassign (behind the shared confirmation). */
export function useKioskActions() {
  const [assigning, setAssigning] = useState<TKiosk | null>(null);
  const [unassigning, setUnassigning] = useState<TKiosk | null>(null);
  const { assign, unassign } = useKioskAssignment();

  const confirmAssign = async (franchiseeId: number) => {
    if (!assigning) return;
    try {
      const result = await assign.mutateAsync({
        kiosks: [{ id: assigning.id }],
        micro_franchisee: franchiseeId,
      });
      if (announce(result, T.assignFailed)) setAssigning(null);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.assignFailed);
    }
  };
  const confirmUnassign = async () => {
    if (!unassigning) return;
    try {
      announce(await unassign.mutateAsync({ kiosks: [{ id: unassigning.id }] }), T.unassignFailed);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.unassignFailed);
    } finally {
      setUnassigning(null);
    }
  };

  const dialogs = (
    <>
      <AssignKioskModal
        kiosk={assigning}
        isSaving={assign.isPending}
        onAssign={(id) => void confirmAssign(id)}
        onClose={() => setAssigning(null)}
      />
      <ConfirmDialog
        opened={unassigning !== null}
        title={T.confirmUnassign.title}
        message={T.confirmUnassign.message(
          unassigning?.serial_number ?? '',
          unassigning?.assigned_to?.full_name ?? '',
        )}
        confirmLabel={T.confirmUnassign.confirm}
        cancelLabel={T.cancel}
        isDanger
        isLoading={unassign.isPending}
        onConfirm={() => void confirmUnassign()}
        onCancel={() => setUnassigning(null)}
      />
    </>
  );
  return { onAssign: setAssigning, onUnassign: setUnassigning, dialogs };
}
