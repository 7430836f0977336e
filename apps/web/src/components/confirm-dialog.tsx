import { loadOnFirstUse } from '../lib/load-on-first-use';
import type { ConfirmDialogProps } from './confirm-dialog-part';
import { OpenedOnce } from './opened-once';

export type { ConfirmDialogProps } from './confirm-dialog-part';

const { Part: ConfirmDialogPart } = loadOnFirstUse(() => import('./confirm-dialog-part'));

/**
 * The one confirmation dialog ("Are you sure you want to ...") every screen uses. Rendered from its first
 * opening on (OpenedOnce), its Modal loaded then or at the first interaction: a page shows its list or form
 * without a dialog's Modal, focus trap and scroll lock (issue 29 §7, decision 089).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <OpenedOnce opened={props.opened}>
      {(opened) => <ConfirmDialogPart {...props} opened={opened} />}
    </OpenedOnce>
  );
}
