import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// The upload and category forms are not needed to show the media lists (decision 089).

/** Add Media (a file upload, resumable), loaded on first use. */
export const AddMediaDialog = dialogOnFirstUse(
  () => import('./add-media-modal').then((m) => m.AddMediaModal),
  'opened',
);

/** New Category, loaded on first use. */
export const NewCategoryDialog = dialogOnFirstUse(
  () => import('./new-category-modal').then((m) => m.NewCategoryModal),
  'opened',
);
