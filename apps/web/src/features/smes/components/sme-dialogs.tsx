import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// The SME forms are not needed to show the list or an SME's details (decision 089).

/** The Register SME dialog. */
export const RegisterSmeDialog = dialogOnFirstUse(
  () => import('./register-sme-modal').then((m) => m.RegisterSmeModal),
  'opened',
);

/** The Edit SME dialog for `sme`, closed when null. */
export const EditSmeDialog = dialogOnFirstUse(
  () => import('./edit-sme-modal').then((m) => m.EditSmeModal),
  'sme',
);
