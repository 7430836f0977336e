import { z } from 'zod/mini';
import { ZIdParamSchema, ZPageQuerySchema, paginated } from './common';

/** Food and drink menus a realm's portal links (Shiriki Add-Ons, part 2 §2, §3, §4, §5, §7, §8). */

export const MENU_TYPES = ['food', 'drinks', 'food_&_drinks'] as const;
export const ZMenuTypeSchema = z.enum(MENU_TYPES);
export type TMenuType = z.infer<typeof ZMenuTypeSchema>;
export const MENU_TYPE_LABELS: Record<TMenuType, string> = {
  food: 'Food',
  drinks: 'Drinks',
  'food_&_drinks': 'Food & Drinks',
};

export const MENU_TEXTS = {
  realmRequired: 'Realm field is required',
  typeRequired: 'Menu Type field is required',
  fileRequired: {
    food: 'Food Menu File is required',
    drinks: 'Drinks Menu File is required',
    'food_&_drinks': 'Food & Drinks Menu File is required',
  } satisfies Record<TMenuType, string>,
  missingFields: 'Provide the missing fields',
  uploaded: 'Menu uploaded successfully',
  foodUploaded: 'Food Menu uploaded successfully',
  drinksUploaded: 'Drinks Menu uploaded successfully',
  deleted: 'The menu has been deleted successfully',
  deleteFailed: 'Could not delete the menu',
} as const;

export const ZMenuSchema = z.object({
  id: z.int(),
  menu_type: ZMenuTypeSchema,
  realm: z.object({ id: z.int(), name: z.string() }),
  original_file_name: z.string(),
  created: z.string(),
  file: z.string(),
});
export type TMenu = z.infer<typeof ZMenuSchema>;
export const ZMenuPageSchema = paginated(ZMenuSchema);
export const ZMenuListQuerySchema = z.object({
  realm__partner: z.optional(ZIdParamSchema),
  realm: z.optional(ZIdParamSchema),
  ...ZPageQuerySchema.shape,
});
