import type { TRouter } from '@ared/contract/routers';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';
import { ROUTERS_TEXTS } from '../texts';
import type { RouterBulkActions } from './use-router-bulk-actions';

// Each dialog (its Modal, form and pickers) is loaded on first opening, or at the first interaction
// (decision 089), and rendered from its first opening on: none is needed to show the list.
const EditRouterModal = dialogOnFirstUse(
  () => import('./edit-router-modal').then((m) => m.EditRouterModal),
  'router',
);
const AssignRealmModal = dialogOnFirstUse(
  () => import('./assign-realm-modal').then((m) => m.AssignRealmModal),
  'opened',
);
const AssignSmeModal = dialogOnFirstUse(
  () => import('./assign-sme-modal').then((m) => m.AssignSmeModal),
  'opened',
);

/** Which dialog of the router list is open. */
export type RoutersDialog =
  | { kind: 'edit'; router: TRouter }
  | { kind: 'assign-realm' }
  | { kind: 'assign-sme' }
  | { kind: 'unassign-realm' }
  | { kind: 'unassign-sme' }
  | { kind: 'unassign-partner' };

type Props = {
  dialog: RoutersDialog | null;
  count: number;
  actions: RouterBulkActions;
  onClose: () => void;
};

const C = ROUTERS_TEXTS.confirm;

const CONFIRMS = {
  'unassign-realm': { title: C.realmTitle, message: C.realmMessage, action: 'unassignRealm' },
  'unassign-sme': { title: C.smeTitle, message: C.smeMessage, action: 'unassignSme' },
  'unassign-partner': { title: C.partnerTitle, message: C.partnerMessage, action: 'unassignPartner' },
} as const;

/** The router list's modals: edit, assign to realm / SME, and the three unassign confirmations. */
export function RoutersDialogs({ dialog, count, actions, onClose }: Props) {
  const closeWhenDone = (done: boolean) => done && onClose();
  const confirm = dialog && dialog.kind in CONFIRMS ? CONFIRMS[dialog.kind as keyof typeof CONFIRMS] : null;
  const edited = dialog?.kind === 'edit' ? dialog.router : null;
  return (
    <>
      <EditRouterModal router={edited} onClose={onClose} />
      <AssignRealmModal
        opened={dialog?.kind === 'assign-realm'}
        count={count}
        isSubmitting={actions.pending === 'assignRealm'}
        onClose={onClose}
        onSubmit={(realm) => void actions.assignRealm(realm).then(closeWhenDone)}
      />
      <AssignSmeModal
        opened={dialog?.kind === 'assign-sme'}
        count={count}
        isSubmitting={actions.pending === 'assignSme'}
        onClose={onClose}
        onSubmit={(sme) => void actions.assignSme(sme).then(closeWhenDone)}
      />
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm?.title}
        message={confirm?.message}
        confirmLabel={C.unassign}
        cancelLabel={C.cancel}
        isDanger
        isLoading={confirm !== null && actions.pending === confirm.action}
        onCancel={onClose}
        onConfirm={() => confirm && void actions[confirm.action]().then(closeWhenDone)}
      />
    </>
  );
}
