import { dialogOnFirstUse } from './dialog-on-first-use';

export type { ConfirmDialogProps } from './confirm-dialog-part';

/**
 * The one confirmation dialog ("Are you sure you want to ...") every screen uses. Rendered from its first
 * opening on, its Modal loaded then or at the first interaction: a page shows its list or form without a
 * dialog's Modal, focus trap and scroll lock (issue 29 §7, decision 089).
 */
export const ConfirmDialog = dialogOnFirstUse(
  () => import('./confirm-dialog-part').then((m) => m.default),
  'opened',
);
