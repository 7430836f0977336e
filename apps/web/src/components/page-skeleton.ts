/**
 * The height of the block that stands for a page's content while it comes: the frame the HTML draws
 * (app/route-frame.tsx) and a list's table in the frame before its own (data-table.tsx) show the same.
 */
export const PAGE_SKELETON_HEIGHT = 360;
