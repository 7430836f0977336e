import { and, eq } from 'drizzle-orm';
import { MEDIA_TEXTS } from '@ared/contract/media';
import type { Db } from '../../db/client';
import { mediaFiles } from './schema';
import { UNIQUE_VIOLATION, databaseFailure } from '../../lib/database-errors';
import { badRequest } from '../../lib/http-errors';

/** The partial unique indexes (migration 0010) behind the two duplicate-name messages. */
const MAIN_NAME_INDEX = 'media_files_enabled_name_idx';
const THUMBNAIL_NAME_INDEX = 'media_files_enabled_thumbnail_idx';

type Names = { original_file_name: string; original_thumbnail_name: string | null };

/** Whether an error is the database refusing a second Enabled file of the same name. */
export const isUniqueViolation = (error: unknown): boolean =>
  databaseFailure(error)?.code === UNIQUE_VIOLATION;

/** The spec's message for a unique violation of one of the name indexes. */
export function duplicateNameMessage(error: unknown, names: Names): string {
  const constraint = databaseFailure(error)?.constraint;
  if (constraint === THUMBNAIL_NAME_INDEX && names.original_thumbnail_name !== null)
    return MEDIA_TEXTS.thumbnailExists(names.original_thumbnail_name);
  if (constraint === MAIN_NAME_INDEX || names.original_thumbnail_name === null)
    return MEDIA_TEXTS.mainFileExists(names.original_file_name);
  // A driver that does not name the constraint: the main name is the likelier clash.
  return MEDIA_TEXTS.mainFileExists(names.original_file_name);
}

/**
 * 'Main file: <name> already exists' / 'Thumbnail file: <name> already exists' when one of the partner's
 * Enabled files has the name as its main file or as its thumbnail (part 2 §5), checked before the file's
 * bytes are stored. Two uploads at once can both pass this check: the insert's unique index then refuses
 * the second with the same message.
 */
export async function assertNameFree(
  db: Db,
  partnerId: number,
  which: 'main' | 'thumbnail',
  name: string,
): Promise<void> {
  const column = which === 'main' ? mediaFiles.originalFileName : mediaFiles.originalThumbnailName;
  const [clash] = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.partnerId, partnerId), eq(mediaFiles.status, 'Enabled'), eq(column, name)))
    .limit(1);
  if (clash)
    throw badRequest(which === 'main' ? MEDIA_TEXTS.mainFileExists(name) : MEDIA_TEXTS.thumbnailExists(name));
}
