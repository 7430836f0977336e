import type { Readable } from 'node:stream';
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
import {
  THUMBNAIL_KINDS,
  type ReceivedFile,
  type UploadPolicy,
  mediaUploadPolicy,
  receiveUpload,
} from '../../lib/uploads';
import { type ResumableUploadsDeps, discardUpload, openFinishedUpload } from '../uploads';
import { assertNameFree, duplicateNameMessage, isUniqueViolation } from './duplicate-names';
import { findFile } from './files';
import { type OwnRealm, ownRealm } from '../realms';
import { ownCategory } from './owned';
import { deleteStoredFiles } from './stored-bytes';
import { planOfSme } from '../subscriptions';
import type { TSmePlanName } from '@ared/contract/sme-plans';
import {
  type StorageReservation,
  assertPlanStoresFiles,
  releaseStorage,
  reserveStorage,
  storageOverrun,
} from './sme-storage';
import { type UploadFields, parseUploadFields } from './upload-fields';

/** Offline files are private: served only by the file routes, never under /media/ (decision 026). */
export const OFFLINE_FOLDER = 'offline';
/** A thumbnail is a small picture: 10 MB is far more than any needs. */
const THUMBNAIL_MAX_BYTES = 10 * 1024 * 1024;
/** A multipart form's fields and boundaries: far less than this beside its files. */
const FORM_SLACK_BYTES = 64 * 1024;
export const CATEGORY_NOT_IN_REALM = 'The category does not belong to this realm.';

/** The SME's plan of an SME realm's upload; null for a partner realm (no SME plan limits it). */
type Checked = { fields: UploadFields; realm: OwnRealm; plan: TSmePlanName | null };
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
  let reservation: StorageReservation | null = null;
  const sentBytes = Number(request.headers['content-length']) || null;
  try {
    const { fields, realm, plan } = await readUploadForm<Checked>(
      request,
      { maxFileBytes: Math.max(...Object.values(config.uploadLimits)), maxFiles: 2 },
      {
        fileFields: ['file', 'thumbnail'],
        fields: async (raw) => {
          const checked = parseUploadFields(raw);
          const ownedRealm = await ownRealm(db, partnerId, checked.realm);
          const category = await ownCategory(db, partnerId, checked.category);
          if (category.realmId !== ownedRealm.id) throw fieldError('category', CATEGORY_NOT_IN_REALM);
          // An SME realm's files are its SME's: only a plan with offline files stores them (decision 069).
          const plan = ownedRealm.smeId === null ? null : await planOfSme(db, ownedRealm.smeId);
          if (plan) assertPlanStoresFiles(plan);
          return { fields: checked, realm: ownedRealm, plan };
        },
        file: async (part, { fields: checked, realm: fileRealm, plan }) => {
          if (part.field === 'file') {
            if (main || checked.upload) throw badRequest('Send one main file.');
            const name = checked.originalFileName ?? displayNameOf(part.filename);
            await assertNameFree(db, partnerId, 'main', name);
            const policy = mediaUploadPolicy(config.uploadLimits, checked.fileType, 'Main file');
            // The request's size bounds the file's from above, and (less a thumbnail and the form) below.
            reservation = await reserveFor(db, fileRealm, plan, {
              bytes: Math.min(sentBytes ?? policy.maxBytes, policy.maxBytes),
              atLeast: sentBytes === null ? 1 : sentBytes - THUMBNAIL_MAX_BYTES - FORM_SLACK_BYTES,
            });
            const file = await receiveWithin(db, files, part.stream, policy, reservation);
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
      const resumable = await receiveResumable({ db, files, config, uploads }, partnerId, fields, (size) =>
        reserveFor(db, realm, plan, { bytes: size, atLeast: size }),
      );
      reservation = resumable.reservation;
      mainFile = resumable;
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
    const held = reservation as StorageReservation | null;
    try {
      // The file's row takes over from its reservation in one transaction: the bytes count once, always.
      const [row] = await db.transaction(async (tx) => {
        await releaseStorage(tx, held);
        return tx
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
      });
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
    await releaseStorage(db, reservation);
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
  reserve: (size: number) => Promise<StorageReservation | null>,
): Promise<{ file: ReceivedFile; name: string; reservation: StorageReservation | null }> {
  const finished = await openFinishedUpload(uploads, fields.upload!, partnerId);
  if (!finished) throw notFound();
  const name = fields.originalFileName ?? displayNameOf(finished.filename);
  let reservation: StorageReservation | null = null;
  try {
    await assertNameFree(db, partnerId, 'main', name);
    // Its size is known: the SME's room is taken for exactly that before it is copied (decision 069).
    reservation = await reserve(finished.size);
  } catch (error) {
    finished.stream.destroy();
    throw error;
  }
  const policy = mediaUploadPolicy(config.uploadLimits, fields.fileType, 'Main file');
  try {
    const file = await receiveWithin(db, files, finished.stream, policy, reservation);
    return { file, name, reservation };
  } catch (error) {
    await releaseStorage(db, reservation);
    throw error;
  }
}

/** Room in the SME's storage for a file of an SME realm; nothing to take for a partner realm. */
async function reserveFor(
  db: Db,
  realm: OwnRealm,
  plan: TSmePlanName | null,
  size: { bytes: number; atLeast: number },
): Promise<StorageReservation | null> {
  if (realm.smeId === null || plan === null) return null;
  return reserveStorage(db, {
    partnerId: realm.partnerId,
    smeId: realm.smeId,
    plan,
    ...size,
    now: new Date(),
  });
}

/** Stores the file, cut at the room its SME took: past it the refusal is the storage's 413, not the size's. */
async function receiveWithin(
  db: Db,
  files: FileStore,
  content: Readable,
  policy: UploadPolicy,
  reservation: StorageReservation | null,
): Promise<ReceivedFile> {
  const capped = reservation !== null && reservation.bytes < policy.maxBytes;
  try {
    return await receiveUpload(files, OFFLINE_FOLDER, content, {
      ...policy,
      maxBytes: capped ? reservation.bytes : policy.maxBytes,
    });
  } catch (error) {
    if (capped && error instanceof HttpError && error.statusCode === 413)
      throw await storageOverrun(db, reservation, new Date());
    throw error;
  }
}

/** The name a file is shown under when the form gives none (see clientFileName). */
export const displayNameOf = (filename: string): string => clientFileName(filename, 'file');
