import { and, count, desc, eq } from 'drizzle-orm';
import type { TApk, TApkType, TDeviceApk } from '@ared/contract/apks';
import type { Db } from '../../db/client';
import { apks } from './schema';
import type { FileStore } from '../../lib/file-store';
import { notFound } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';

type ApkRow = typeof apks.$inferSelect;

/** Where a box fetches an APK (device key). */
export const deviceApkUrl = (id: number) => `/device/apks/${id}`;

export const toApk = (row: ApkRow): TApk => ({
  id: row.id,
  name: row.name,
  apk_type: row.apkType as TApk['apk_type'],
  created: row.created.toISOString(),
  package_name: row.packageName,
  version_name: row.versionName,
  version_code: row.versionCode,
  size: row.size,
});

/** The partner's APKs, newest first (Recent APKs). */
export function apkListSource(db: Db, partnerId: number): ListSource<TApk> {
  const where = eq(apks.partnerId, partnerId);
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(apks).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await db
        .select()
        .from(apks)
        .where(where)
        .orderBy(desc(apks.created), desc(apks.id))
        .limit(limit)
        .offset(skip);
      return { rows: rows.map(toApk) };
    },
  };
}

/** One of the partner's APKs; another partner's id answers 404 like a missing one (decision 003). */
export async function ownApk(db: Db, partnerId: number, id: number): Promise<ApkRow> {
  const [row] = await db
    .select()
    .from(apks)
    .where(and(eq(apks.partnerId, partnerId), eq(apks.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Deletes the row, then its stored bytes (a file left by a failed delete is harmless; a row without one is not). */
export async function deleteApk(
  { db, files }: { db: Db; files: FileStore },
  partnerId: number,
  id: number,
): Promise<void> {
  const [row] = await db
    .delete(apks)
    .where(and(eq(apks.partnerId, partnerId), eq(apks.id, id)))
    .returning({ fileKey: apks.fileKey });
  if (!row) throw notFound();
  await files.delete(row.fileKey);
}

/**
 * The APK of `type` a box of `partnerId` should run: the highest version code (not the newest upload: an
 * older build uploaded again must not downgrade the boxes), the newest row among equal codes.
 */
export async function latestApk(db: Db, partnerId: number, type: TApkType): Promise<ApkRow | null> {
  const [row] = await db
    .select()
    .from(apks)
    .where(and(eq(apks.partnerId, partnerId), eq(apks.apkType, type)))
    .orderBy(desc(apks.versionCode), desc(apks.created), desc(apks.id))
    .limit(1);
  return row ?? null;
}

export const toDeviceApk = (row: ApkRow): TDeviceApk => ({
  ...toApk(row),
  sha256: row.sha256,
  url: deviceApkUrl(row.id),
});
