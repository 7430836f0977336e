// The profile picture's accepted files, without zod: the profile form's page reads them to draw, and its
// schema (schemas.ts, which re-exports them) comes beside the page (decision 104).
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
