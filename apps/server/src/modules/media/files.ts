import { and, eq, sql } from 'drizzle-orm';
import type { TMediaFile } from '@ared/contract/media';
import type { Db } from '../../db/client';
import { mediaFiles } from './schema';
import { badRequest, notFound } from '../../lib/http-errors';
import type { FileStore } from '../../lib/file-store';
import { filesWithNames, toMediaFile } from './serialize';
import { deleteStoredFiles } from './stored-bytes';
import { duplicateNameMessage, isUniqueViolation } from './duplicate-names';

const ofPartner = (partnerId: number, id: number) =>
  and(eq(mediaFiles.id, id), eq(mediaFiles.partnerId, partnerId));

/** One of the partner's files, as the API shows it; another partner's id answers 404. */
export async function findFile(db: Db, partnerId: number, id: number): Promise<TMediaFile> {
  const [row] = await filesWithNames(db).where(ofPartner(partnerId, id)).limit(1);
  if (!row) throw notFound();
  return toMediaFile(row);
}

/** What serving a file needs: its stored keys and how to name the download. */
export async function fileForServing(db: Db, partnerId: number, id: number) {
  const [row] = await db
    .select({
      fileKey: mediaFiles.fileKey,
      thumbnailKey: mediaFiles.thumbnailKey,
      fileType: mediaFiles.fileType,
    })
    .from(mediaFiles)
    .where(ofPartner(partnerId, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Disables a file (the spec's 'deleted': it leaves the lists and the boxes' manifest) or enables it again.
 * Enabling a file whose name an Enabled file now has is refused like a new upload of that name.
 */
export async function setFileStatus(
  db: Db,
  partnerId: number,
  id: number,
  status: TMediaFile['status'],
): Promise<TMediaFile> {
  const current = await findFile(db, partnerId, id);
  try {
    await db
      .update(mediaFiles)
      .set({ status, updated: sql`now()` })
      .where(ofPartner(partnerId, id));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw badRequest(duplicateNameMessage(error, current));
  }
  return findFile(db, partnerId, id);
}

/** Deletes a file's row, then its stored bytes (main file and thumbnail). */
export async function deleteFile(
  { db, files }: { db: Db; files: FileStore },
  partnerId: number,
  id: number,
): Promise<void> {
  const [removed] = await db
    .delete(mediaFiles)
    .where(ofPartner(partnerId, id))
    .returning({ fileKey: mediaFiles.fileKey, thumbnailKey: mediaFiles.thumbnailKey });
  if (!removed) throw notFound();
  await deleteStoredFiles(files, [removed.fileKey, removed.thumbnailKey]);
}
