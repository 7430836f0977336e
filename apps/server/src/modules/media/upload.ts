import type { FastifyRequest } from 'fastify';
import { MEDIA_TEXTS, type TMediaFile } from '@ared/contract/media';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { mediaFiles } from './schema';
import { clientFileName } from '../../lib/client-file-name';
import type { FileStore } from '../../lib/file-store';
import { HttpError, badRequest, fieldError, notFound } from '../../lib/http-errors';
import { readUploadForm } from '../../lib/upload-form';
import { imageThumbnail } from '../../lib/thumbnails';
import { THUMBNAIL_KINDS, type ReceivedFile, mediaUploadPolicy, receiveUpload } from '../../lib/uploads';
import { type ResumableUploadsDeps, discardUpload, openFinishedUpload } from '../uploads';
import { assertNameFree, duplicateNameMessage, isUniqueViolation } from './duplicate-names';
import { findFile } from './files';
import { type OwnRealm, ownRealm } from '../realms';
import { ownCategory } from './owned';
import { deleteStoredFiles } from './stored-bytes';
import { type UploadFields, parseUploadFields } from './upload-fields';

/** Offline files are private: served only by the file routes, never under /media/ (decision 026). */
export const OFFLINE_FOLDER = 'offline';
/** A thumbnail is a small picture: 10 MB is far more than any needs. */
const THUMBNAIL_MAX_BYTES = 10 * 1024 * 1024;
export const CATEGORY_NOT_IN_REALM = 'The category does not belong to this realm.';

type Checked = { fields: UploadFields; realm: OwnRealm };
type Deps = { db: Db; files: FileStore; config: AppConfig; uploads: ResumableUploadsDeps };
type Received = { key: string };

const required = (field: 'file' | 'thumbnail', label: string) =>
  new HttpError(400, MEDIA_TEXTS.missingFields, { [field]: [MEDIA_TEXTS.fieldRequired(label)] });

/**
 * POST /v1/files/: the text fields are checked first (required fields, the caller's realm and category,
 * the category in that realm), then each file's name against the partner's Enabled files, all before its
 * bytes are stored; each file is checked by content as it streams into the store. Any refusal removes
 * what was stored, so nothing is left of a refused upload: no bytes, no row.
 */
export async function uploadMediaFile(
  { db, files, config, uploads }: Deps,
  request: FastifyRequest,
  partnerId: number,
): Promise<TMediaFile> {
  const stored: Received[] = [];
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
    let mainFile = main as { file: ReceivedFile; name: string } | null;
    const thumbnailFile = thumbnail as { file: ReceivedFile; name: string } | null;
    const isResumable = !mainFile && fields.upload !== undefined;
    if (isResumable) {
      if (fields.fileType === 'Video' && !thumbnailFile) throw required('thumbnail', 'Thumbnail File');
      mainFile = await receiveResumable({ db, files, config, uploads }, partnerId, fields);
      stored.push(mainFile.file);
    }
    if (!mainFile) throw required('file', 'Main File');
    if (fields.fileType === 'Video' && !thumbnailFile) throw required('thumbnail', 'Thumbnail File');
    // An image's thumbnail is made from it (at most 320 px); a video's is the one uploaded with it.
    let thumbnailKey = thumbnailFile?.file.key ?? null;
    if (!thumbnailKey && fields.fileType === 'Image') {
      thumbnailKey = (await imageThumbnail(files, mainFile.file.key)).key;
      stored.push({ key: thumbnailKey });
    }
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
          thumbnailKey,
          originalThumbnailName: thumbnailFile?.name ?? null,
        })
        .returning({ id: mediaFiles.id });
      id = row!.id;
    } catch (error) {
      // Another upload of the same name got in between the check and this insert: the index decides.
      if (isUniqueViolation(error)) throw badRequest(duplicateNameMessage(error, names));
      throw error;
    }
    // The resumable upload has been copied into the store: its partial file is not needed any more.
    if (isResumable) await discardUpload(uploads, fields.upload!);
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
 * The main file from a finished resumable upload (`upload`, the web's way for files over 50 MB): the
 * caller's partner's only (another's id answers 404, like one that is not there), its name checked first,
 * then its content checked and copied into the store like a form's file.
 */
async function receiveResumable(
  { db, files, config, uploads }: Deps,
  partnerId: number,
  fields: UploadFields,
): Promise<{ file: ReceivedFile; name: string }> {
  const finished = await openFinishedUpload(uploads, fields.upload!, partnerId);
  if (!finished) throw notFound();
  const name = fields.originalFileName ?? displayNameOf(finished.filename);
  try {
    await assertNameFree(db, partnerId, 'main', name);
  } catch (error) {
    finished.stream.destroy();
    throw error;
  }
  const file = await receiveUpload(
    files,
    OFFLINE_FOLDER,
    finished.stream,
    mediaUploadPolicy(config.uploadLimits, fields.fileType, 'Main file'),
  );
  return { file, name };
}

/** The name a file is shown under when the form gives none (see clientFileName). */
export const displayNameOf = (filename: string): string => clientFileName(filename, 'file');
