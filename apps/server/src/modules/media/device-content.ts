import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { ZDeviceContentSchema } from '@ared/contract/media';
import type { Db } from '../../db/client';
import { mediaCategories, mediaFiles } from './schema';
import { realms } from '../realms/schema';
import { routers } from '../routers/schema';
import { partners } from '../partners/schema';
import { notFound } from '../../lib/http-errors';

type DeviceContent = z.infer<typeof ZDeviceContentSchema>;

/** Where a box fetches a file of its manifest and its thumbnail (device key). */
export const deviceFileUrl = (id: number) => `/device/content/${id}`;
export const deviceThumbnailUrl = (id: number) => `/device/content/${id}/thumbnail`;

/**
 * The box's realm, when it has one of its own partner's and the partner's Content add-on is on (null
 * otherwise: nothing to serve; the files stay stored for when it is on again, decision 066).
 */
async function realmOfBox(db: Db, routerId: number) {
  const [row] = await db
    .select({ id: realms.id, name: realms.name, partnerId: realms.partnerId })
    .from(routers)
    .innerJoin(realms, and(eq(realms.id, routers.realmId), eq(realms.partnerId, routers.partnerId)))
    .innerJoin(partners, and(eq(partners.id, realms.partnerId), eq(partners.hasEntertainmentEnabled, true)))
    .where(eq(routers.id, routerId))
    .limit(1);
  return row ?? null;
}

/**
 * What a box syncs: its realm's Enabled files with their size and SHA-256, so it can fetch what changed
 * and check what it got. A box with no realm gets an empty manifest.
 */
export async function deviceContent(db: Db, routerId: number): Promise<DeviceContent> {
  const realm = await realmOfBox(db, routerId);
  if (!realm) return { realm: null, files: [] };
  const rows = await db
    .select({ file: mediaFiles, category: mediaCategories.name })
    .from(mediaFiles)
    .leftJoin(mediaCategories, eq(mediaCategories.id, mediaFiles.categoryId))
    .where(
      and(
        eq(mediaFiles.partnerId, realm.partnerId),
        eq(mediaFiles.realmId, realm.id),
        eq(mediaFiles.status, 'Enabled'),
      ),
    )
    .orderBy(desc(mediaFiles.created), desc(mediaFiles.id));
  return {
    realm: { id: realm.id, name: realm.name },
    files: rows.map(({ file, category }) => ({
      id: file.id,
      name: file.title || file.originalFileName,
      file_type: file.fileType,
      category,
      size: file.sizeBytes,
      checksum: file.sha256,
      content_type: file.contentType,
      url: deviceFileUrl(file.id),
      thumbnail_url: file.thumbnailKey ? deviceThumbnailUrl(file.id) : null,
      updated: file.updated.toISOString(),
    })),
  };
}

/** A file of the box's manifest (Enabled, in its realm) for serving; anything else answers 404. */
export async function deviceFile(db: Db, routerId: number, id: number) {
  const realm = await realmOfBox(db, routerId);
  if (!realm) throw notFound();
  const [row] = await db
    .select({
      fileKey: mediaFiles.fileKey,
      thumbnailKey: mediaFiles.thumbnailKey,
      fileType: mediaFiles.fileType,
    })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.id, id),
        eq(mediaFiles.partnerId, realm.partnerId),
        eq(mediaFiles.realmId, realm.id),
        eq(mediaFiles.status, 'Enabled'),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}
