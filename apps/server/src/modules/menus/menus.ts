import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TMenu, TMenuType } from '@ared/contract/menus';
import type { Db } from '../../db/client';
import { foodDrinkMenus } from './schema';
import { realms } from '../realms/schema';
import type { FileStore, StoredFile } from '../../lib/file-store';
import { notFound } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';

export const menuDownloadUrl = (id: number) => `/v1/food-drink-menu/${id}/download/`;

type MenuRow = { menu: typeof foodDrinkMenus.$inferSelect; realmName: string };

const toMenu = ({ menu, realmName }: MenuRow): TMenu => ({
  id: menu.id,
  menu_type: menu.menuType,
  realm: { id: menu.realmId, name: realmName },
  original_file_name: menu.originalFileName,
  created: menu.created.toISOString(),
  file: menuDownloadUrl(menu.id),
});

const withRealm = (db: Db) =>
  db
    .select({ menu: foodDrinkMenus, realmName: realms.name })
    .from(foodDrinkMenus)
    .innerJoin(realms, eq(realms.id, foodDrinkMenus.realmId))
    .$dynamic();

/** The partner's menus (of one realm when asked), newest first: a few per realm. */
export function menuListSource(db: Db, partnerId: number, realmId?: number): ListSource<TMenu> {
  const where = and(
    eq(foodDrinkMenus.partnerId, partnerId),
    realmId === undefined ? undefined : eq(foodDrinkMenus.realmId, realmId),
  );
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(foodDrinkMenus).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await withRealm(db)
        .where(where)
        .orderBy(desc(foodDrinkMenus.created), desc(foodDrinkMenus.id))
        .limit(limit)
        .offset(skip);
      return { rows: rows.map(toMenu) };
    },
  };
}

/**
 * The types a new menu replaces in its realm: its own, and the combined menu for food or drinks (the
 * portal shows either one Food & Drinks menu or the two), or both others for a combined one.
 */
export const replacedTypes = (type: TMenuType): TMenuType[] =>
  type === 'food_&_drinks' ? ['food', 'drinks', 'food_&_drinks'] : [type, 'food_&_drinks'];

/**
 * Saves a stored PDF as the realm's menu of its type, replacing the menus it supersedes, then deletes
 * their bytes. The realm's row is locked for the transaction, so two uploads for one realm take turns and
 * the unique (realm, type) index is never raced into a 500.
 */
export async function saveMenu(
  { db, files }: { db: Db; files: FileStore },
  partnerId: number,
  realm: { id: number; name: string },
  menuType: TMenuType,
  originalFileName: string,
  stored: StoredFile,
): Promise<TMenu> {
  const { menu, oldKeys } = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${realms} where ${realms.id} = ${realm.id} for update`);
    const removed = await tx
      .delete(foodDrinkMenus)
      .where(
        and(
          eq(foodDrinkMenus.partnerId, partnerId),
          eq(foodDrinkMenus.realmId, realm.id),
          inArray(foodDrinkMenus.menuType, replacedTypes(menuType)),
        ),
      )
      .returning({ fileKey: foodDrinkMenus.fileKey });
    const [inserted] = await tx
      .insert(foodDrinkMenus)
      .values({
        partnerId,
        realmId: realm.id,
        menuType,
        originalFileName,
        fileKey: stored.key,
        sizeBytes: stored.size,
      })
      .returning();
    return { menu: inserted!, oldKeys: removed.map((r) => r.fileKey) };
  });
  await Promise.allSettled(oldKeys.map((key) => files.delete(key)));
  return toMenu({ menu, realmName: realm.name });
}

/** The stored key of one of the partner's menus; another partner's id answers 404. */
export async function menuFileKey(db: Db, partnerId: number, id: number): Promise<string> {
  const [row] = await db
    .select({ fileKey: foodDrinkMenus.fileKey })
    .from(foodDrinkMenus)
    .where(and(eq(foodDrinkMenus.id, id), eq(foodDrinkMenus.partnerId, partnerId)))
    .limit(1);
  if (!row) throw notFound();
  return row.fileKey;
}

export async function deleteMenu(
  { db, files }: { db: Db; files: FileStore },
  partnerId: number,
  id: number,
): Promise<void> {
  const [removed] = await db
    .delete(foodDrinkMenus)
    .where(and(eq(foodDrinkMenus.id, id), eq(foodDrinkMenus.partnerId, partnerId)))
    .returning({ fileKey: foodDrinkMenus.fileKey });
  if (!removed) throw notFound();
  await files.delete(removed.fileKey).catch(() => undefined);
}
