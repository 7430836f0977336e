import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

/** Upload Menu, loaded on first use (decision 089): the page and the settings panel show without it. */
export const MenuUploadDialog = dialogOnFirstUse(
  () => import('./menu-upload-modal').then((m) => m.MenuUploadModal),
  'opened',
);
