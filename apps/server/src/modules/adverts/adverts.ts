import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { TAdvert } from '@ared/contract/adverts';
import type { Db } from '../../db/client';
import { adverts } from './schema';
import { realms } from '../realms/schema';
import type { FileStore } from '../../lib/file-store';
import { notFound } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';
import { likePattern } from '../../lib/pagination';
import type { AdvertValues } from './fields';

type AdvertRow = { advert: typeof adverts.$inferSelect; realmName: string };
/** The file an Image or Video advert keeps: its store key and the size read from its content. */
export type AdvertFile = { key: string; width: number; height: number };

const toAdvert = (files: FileStore, { advert, realmName }: AdvertRow): TAdvert => ({
  id: advert.id,
  title: advert.title,
  short_description: advert.shortDescription,
  ad_type: advert.adType as TAdvert['ad_type'],
  realm: { id: advert.realmId, name: realmName },
  is_active: advert.isActive,
  file: advert.fileKey ? files.url(advert.fileKey) : null,
  youtube_url: advert.youtubeUrl,
  start_date: advert.startDate,
  end_date: advert.endDate,
  partner: advert.partnerId,
  status: advert.isActive ? 'Enabled' : 'Disabled',
  width: advert.width,
  height: advert.height,
  created: advert.created.toISOString(),
});

export const valuesOf = (advert: typeof adverts.$inferSelect): AdvertValues => ({
  title: advert.title,
  shortDescription: advert.shortDescription,
  adType: advert.adType as AdvertValues['adType'],
  realmId: advert.realmId,
  isActive: advert.isActive,
  youtubeUrl: advert.youtubeUrl,
  startDate: advert.startDate,
  endDate: advert.endDate,
});

const withRealm = (db: Db) =>
  db
    .select({ advert: adverts, realmName: realms.name })
    .from(adverts)
    .innerJoin(realms, eq(realms.id, adverts.realmId))
    .$dynamic();

export type AdvertFilters = { realm?: number | undefined; search?: string | undefined };

/** The partner's adverts (of one realm, or matching a search in title, description or realm), newest first. */
export function advertListSource(
  db: Db,
  files: FileStore,
  partnerId: number,
  f: AdvertFilters,
): ListSource<TAdvert> {
  const pattern = f.search ? likePattern(f.search) : null;
  const where = and(
    eq(adverts.partnerId, partnerId),
    f.realm === undefined ? undefined : eq(adverts.realmId, f.realm),
    pattern
      ? or(
          ilike(adverts.title, pattern),
          ilike(adverts.shortDescription, pattern),
          ilike(realms.name, pattern),
        )
      : undefined,
  );
  return {
    count: async () => {
      const [total] = await db
        .select({ n: count() })
        .from(adverts)
        .innerJoin(realms, eq(realms.id, adverts.realmId))
        .where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await withRealm(db)
        .where(where)
        .orderBy(desc(adverts.created), desc(adverts.id))
        .limit(limit)
        .offset(skip);
      return { rows: rows.map((row) => toAdvert(files, row)) };
    },
  };
}

/** One of the partner's adverts, or 404 (another partner's answers like one that does not exist). */
export async function advertRow(db: Db, partnerId: number, id: number): Promise<AdvertRow> {
  const [row] = await withRealm(db)
    .where(and(eq(adverts.id, id), eq(adverts.partnerId, partnerId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export const getAdvert = async (db: Db, files: FileStore, partnerId: number, id: number) =>
  toAdvert(files, await advertRow(db, partnerId, id));

const columnsOf = (v: AdvertValues) => ({
  title: v.title,
  shortDescription: v.shortDescription,
  adType: v.adType,
  realmId: v.realmId,
  isActive: v.isActive,
  youtubeUrl: v.youtubeUrl,
  startDate: v.startDate,
  endDate: v.endDate,
});

export async function insertAdvert(
  { db, files }: { db: Db; files: FileStore },
  partnerId: number,
  realmName: string,
  values: AdvertValues,
  file: AdvertFile | null,
): Promise<TAdvert> {
  const [advert] = await db
    .insert(adverts)
    .values({
      partnerId,
      ...columnsOf(values),
      fileKey: file?.key ?? null,
      width: file?.width ?? null,
      height: file?.height ?? null,
    })
    .returning();
  return toAdvert(files, { advert: advert!, realmName });
}

/**
 * Writes the new values (and file: kept when undefined, dropped when null), then deletes the bytes of the
 * file it replaced: a key names one content for good (decision 025), so they would be left behind.
 */
export async function updateAdvert(
  { db, files }: { db: Db; files: FileStore },
  before: typeof adverts.$inferSelect,
  realmName: string,
  values: AdvertValues,
  file: AdvertFile | null | undefined,
): Promise<TAdvert> {
  const [advert] = await db
    .update(adverts)
    .set({
      ...columnsOf(values),
      ...(file !== undefined && {
        fileKey: file?.key ?? null,
        width: file?.width ?? null,
        height: file?.height ?? null,
      }),
      updated: new Date(),
    })
    .where(and(eq(adverts.id, before.id), eq(adverts.partnerId, before.partnerId)))
    .returning();
  if (!advert) throw notFound();
  if (before.fileKey && before.fileKey !== advert.fileKey)
    await files.delete(before.fileKey).catch(() => undefined);
  return toAdvert(files, { advert, realmName });
}

/** Deletes the advert (its views go with it) and its file's bytes. */
export async function deleteAdvert(
  { db, files }: { db: Db; files: FileStore },
  partnerId: number,
  id: number,
) {
  const [deleted] = await db
    .delete(adverts)
    .where(and(eq(adverts.id, id), eq(adverts.partnerId, partnerId)))
    .returning({ fileKey: adverts.fileKey });
  if (!deleted) throw notFound();
  if (deleted.fileKey) await files.delete(deleted.fileKey).catch(() => undefined);
}
