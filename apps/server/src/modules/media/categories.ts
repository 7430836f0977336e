import { type SQL, and, count, desc, eq, ilike, isNotNull, isNull } from 'drizzle-orm';
import type { TMediaCategory } from '@ared/contract/media';
import type { Db } from '../../db/client';
import { mediaCategories, mediaFiles } from './schema';
import { realms } from '../realms/schema';
import { fieldError } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';
import { likePattern } from '../../lib/pagination';
import type { FileStore } from '../../lib/file-store';
import { ownRealm } from '../realms';
import { assertOwnSme, ownCategory } from './owned';
import { deleteStoredFiles } from './stored-bytes';

export const CATEGORY_EXISTS = 'A category with this name already exists in this realm.';

const selection = { category: mediaCategories, realmName: realms.name };

const toCategory = (row: {
  category: typeof mediaCategories.$inferSelect;
  realmName: string;
}): TMediaCategory => ({
  id: row.category.id,
  name: row.category.name,
  realm: row.category.realmId,
  linked_realm: { name: row.realmName },
  created: row.category.created.toISOString(),
});

export type CategoryFilters = {
  realm?: number | undefined;
  /** Only the partner's own realms (no SME): realm__partner. */
  partnerRealms?: boolean | undefined;
  /** Only its SME realms: realm__sme__partner. */
  smeRealms?: boolean | undefined;
  sme?: number | undefined;
  search?: string | undefined;
};

/** The partner's categories, newest first; a named realm or SME of another partner answers 404. */
export async function categoryListSource(
  db: Db,
  partnerId: number,
  f: CategoryFilters,
): Promise<ListSource<TMediaCategory>> {
  if (f.realm !== undefined) await ownRealm(db, partnerId, f.realm);
  if (f.sme !== undefined) await assertOwnSme(db, partnerId, f.sme);
  const conditions: SQL[] = [eq(mediaCategories.partnerId, partnerId)];
  if (f.realm !== undefined) conditions.push(eq(mediaCategories.realmId, f.realm));
  if (f.partnerRealms) conditions.push(isNull(realms.smeId));
  if (f.smeRealms) conditions.push(isNotNull(realms.smeId));
  if (f.sme !== undefined) conditions.push(eq(realms.smeId, f.sme));
  if (f.search) conditions.push(ilike(mediaCategories.name, likePattern(f.search)));
  const where = and(...conditions);
  return {
    count: async () => {
      const [total] = await db
        .select({ n: count() })
        .from(mediaCategories)
        .innerJoin(realms, eq(realms.id, mediaCategories.realmId))
        .where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await db
        .select(selection)
        .from(mediaCategories)
        .innerJoin(realms, eq(realms.id, mediaCategories.realmId))
        .where(where)
        .orderBy(desc(mediaCategories.created), desc(mediaCategories.id))
        .limit(limit)
        .offset(skip);
      return { rows: rows.map(toCategory) };
    },
  };
}

/**
 * A category of one of the partner's realms. Names are unique per realm whatever their case: the unique
 * index decides, so two requests at once cannot both add one (decision 014).
 */
export async function createCategory(
  db: Db,
  partnerId: number,
  body: { name: string; realm: number },
): Promise<TMediaCategory> {
  const realm = await ownRealm(db, partnerId, body.realm);
  const [created] = await db
    .insert(mediaCategories)
    .values({ partnerId, realmId: realm.id, name: body.name })
    .onConflictDoNothing()
    .returning();
  if (!created) throw fieldError('name', CATEGORY_EXISTS);
  return toCategory({ category: created, realmName: realm.name });
}

/**
 * Deletes a category and, with it, its files (the foreign key cascades) and then their stored bytes:
 * 'Category and its associated offline files deleted'. Bytes go after the commit, so a failed delete
 * never leaves rows pointing at nothing.
 */
export async function deleteCategory(
  { db, files }: { db: Db; files: FileStore },
  partnerId: number,
  id: number,
): Promise<void> {
  const category = await ownCategory(db, partnerId, id);
  const keys = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(mediaFiles)
      .where(and(eq(mediaFiles.partnerId, partnerId), eq(mediaFiles.categoryId, category.id)))
      .returning({ fileKey: mediaFiles.fileKey, thumbnailKey: mediaFiles.thumbnailKey });
    await tx
      .delete(mediaCategories)
      .where(and(eq(mediaCategories.id, category.id), eq(mediaCategories.partnerId, partnerId)));
    return removed.flatMap((f) => [f.fileKey, f.thumbnailKey]);
  });
  await deleteStoredFiles(files, keys);
}
