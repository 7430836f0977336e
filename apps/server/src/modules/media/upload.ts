import type { FastifyRequest } from 'fastify';
import { MEDIA_TEXTS, type TMediaFile } from '@ared/contract/media';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import type { FileStore } from '../../lib/file-store';
import { HttpError, badRequest, fieldError } from '../../lib/http-errors';
import { readUploadForm } from '../../lib/upload-form';
import { THUMBNAIL_KINDS, type ReceivedFile, mediaUploadPolicy, receiveUpload } from '../../lib/uploads';
import { assertNameFree, duplicateNameMessage, isUniqueViolation } from './duplicate-names';
import { findFile } from './files';
import { type OwnRealm, ownCategory, ownRealm } from './owned';
import { deleteStoredFiles } from './stored-bytes';
import { type UploadFields, parseUploadFields } from './upload-fields';

/** Offline files are private: served only by the file routes, never under /media/ (decision 026). */
export const OFFLINE_FOLDER = 'offline';
/** A thumbnail is a small picture: 10 MB is far more than any needs. */
const THUMBNAIL_MAX_BYTES = 10 * 1024 * 1024;
export const CATEGORY_NOT_IN_REALM = 'The category does not belong to this realm.';

type Checked = { fields: UploadFields; realm: OwnRealm };
type Deps = { db: Db; files: FileStore; config: AppConfig };

const required = (field: 'file' | 'thumbnail', label: string) =>
  new HttpError(400, MEDIA_TEXTS.missingFields, { [field]: [MEDIA_TEXTS.fieldRequired(label)] });

/**
 * POST /v1/files/: the text fields are checked first (required fields, the caller's realm and category,
 * the category in that realm), then each file's name against the partner's Enabled files, all before its
 * bytes are stored; each file is checked by content as it streams into the store. Any refusal removes
 * what was stored, so nothing is left of a refused upload: no bytes, no row.
 */
export async function uploadMediaFile(
  { db, files, config }: Deps,
  request: FastifyRequest,
  partnerId: number,
): Promise<TMediaFile> {
  const stored: ReceivedFile[] = [];
  let main: { file: ReceivedFile; name: string } | null = null;
  let thumbnail: { file: ReceivedFile; name: string } | null = null;
  try {
    const { fields, realm } = await readUploadForm<Checked>(
      request,
      { maxFileBytes: Math.max(...Object.values(config.uploadLimits)), maxFiles: 2 },
      {
        fileFields: ['file', 'thumbnail'],
        fields: async (raw) => {
          const checked = parseUploadFields(raw);
          const ownedRealm = await ownRealm(db, partnerId, checked.realm);
          const category = await ownCategory(db, partnerId, checked.category);
          if (category.realmId !== ownedRealm.id) throw fieldError('category', CATEGORY_NOT_IN_REALM);
          return { fields: checked, realm: ownedRealm };
        },
        file: async (part, { fields: checked }) => {
          if (part.field === 'file') {
            if (main || checked.upload) throw badRequest('Send one main file.');
            const name = checked.originalFileName ?? displayNameOf(part.filename);
            await assertNameFree(db, partnerId, 'main', name);
            const file = await receiveUpload(
              files,
              OFFLINE_FOLDER,
              part.stream,
              mediaUploadPolicy(config.uploadLimits, checked.fileType, 'Main file'),
            );
            stored.push(file);
            main = { file, name };
          } else {
            if (thumbnail) throw badRequest('Send one thumbnail file.');
            const name = checked.originalThumbnailName ?? displayNameOf(part.filename);
            await assertNameFree(db, partnerId, 'thumbnail', name);
            const file = await receiveUpload(files, OFFLINE_FOLDER, part.stream, {
              kinds: THUMBNAIL_KINDS,
              maxBytes: THUMBNAIL_MAX_BYTES,
              label: 'Thumbnail file',
            });
            stored.push(file);
            thumbnail = { file, name };
          }
        },
      },
    );
    const mainFile = main as { file: ReceivedFile; name: string } | null;
    const thumbnailFile = thumbnail as { file: ReceivedFile; name: string } | null;
    if (!mainFile) throw required('file', 'Main File');
    if (fields.fileType === 'Video' && !thumbnailFile) throw required('thumbnail', 'Thumbnail File');
    const names = {
      original_file_name: mainFile.name,
      original_thumbnail_name: thumbnailFile?.name ?? null,
    };
    let id: number;
    try {
      const [row] = await db
        .insert(mediaFiles)
        .values({
          partnerId,
          realmId: realm.id,
          smeId: realm.smeId,
          categoryId: fields.category,
          fileType: fields.fileType,
          status: fields.status,
          title: fields.title,
          description: fields.description,
          originalFileName: mainFile.name,
          fileKey: mainFile.file.key,
          contentType: mainFile.file.contentType,
          sizeBytes: mainFile.file.size,
          sha256: mainFile.file.sha256,
          thumbnailKey: thumbnailFile?.file.key ?? null,
          originalThumbnailName: thumbnailFile?.name ?? null,
        })
        .returning({ id: mediaFiles.id });
      id = row!.id;
    } catch (error) {
      // Another upload of the same name got in between the check and this insert: the index decides.
      if (isUniqueViolation(error)) throw badRequest(duplicateNameMessage(error, names));
      throw error;
    }
    return await findFile(db, partnerId, id);
  } catch (error) {
    await deleteStoredFiles(
      files,
      stored.map((f) => f.key),
    );
    throw error;
  }
}

/**
 * The name a file is shown under when the form gives none: the client's file name without any folders
 * ('../../x' → 'x'). Only ever shown and compared, never used to build a path.
 */
export function displayNameOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop()?.trim() ?? '';
  return base.slice(0, 255) || 'file';
}
