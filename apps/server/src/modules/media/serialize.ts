import { eq, getTableColumns } from 'drizzle-orm';
import type { TMediaFile } from '@ared/contract/media';
import type { Db } from '../../db/client';
import { mediaCategories, mediaFiles } from './schema';
import { realms } from '../realms/schema';
import { smes } from '../smes/schema';

/** A media file's row with the names the API shows beside it. */
export const fileSelection = {
  file: getTableColumns(mediaFiles),
  realmName: realms.name,
  smeName: smes.name,
  categoryName: mediaCategories.name,
};
export type MediaFileRow = {
  file: typeof mediaFiles.$inferSelect;
  realmName: string | null;
  smeName: string | null;
  categoryName: string | null;
};

/** The joins every read of files with their names uses. */
export const filesWithNames = (db: Db, fields: Record<string, unknown> = fileSelection) =>
  db
    .select(fields as typeof fileSelection)
    .from(mediaFiles)
    .leftJoin(realms, eq(realms.id, mediaFiles.realmId))
    .leftJoin(smes, eq(smes.id, mediaFiles.smeId))
    .leftJoin(mediaCategories, eq(mediaCategories.id, mediaFiles.categoryId))
    .$dynamic();

/** Where the partner's users download a file and its thumbnail (bearer token, decision 026). */
export const fileDownloadUrl = (id: number) => `/v1/files/${id}/download/`;
export const fileThumbnailUrl = (id: number) => `/v1/files/${id}/thumbnail/`;

export function toMediaFile({ file, realmName, smeName, categoryName }: MediaFileRow): TMediaFile {
  return {
    id: file.id,
    file: fileDownloadUrl(file.id),
    file_type: file.fileType,
    realm: file.realmId,
    realm_name: realmName ?? '',
    status: file.status,
    category: file.categoryId,
    category_name: categoryName,
    name: file.title || file.originalFileName,
    sme: file.smeId !== null && smeName !== null ? { id: file.smeId, name: smeName } : null,
    original_file_name: file.originalFileName,
    thumbnail: file.thumbnailKey ? fileThumbnailUrl(file.id) : null,
    original_thumbnail_name: file.originalThumbnailName,
    created: file.created.toISOString(),
    description: file.description,
    title: file.title,
    is_active: file.status === 'Enabled',
    size: file.sizeBytes,
    checksum: file.sha256,
    content_type: file.contentType,
  };
}
