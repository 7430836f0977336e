import { ZMenuSchema, type TMenu, type TMenuType } from '@ared/contract/menus';
import { api } from '../../../lib/http';

export type UploadMenuInput = { realm: number; menuType: TMenuType; file: File };

/** POST v1/food-drink-menu/ multipart (realm, menu_type, original_file_name, file) → 201; one call per menu. */
export async function uploadMenu({ realm, menuType, file }: UploadMenuInput): Promise<TMenu> {
  const form = new FormData();
  form.append('realm', String(realm));
  form.append('menu_type', menuType);
  form.append('original_file_name', file.name);
  form.append('file', file, file.name);
  return ZMenuSchema.parse(await api.post<unknown>('food-drink-menu/', form));
}
