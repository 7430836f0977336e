import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { APK_TEXTS, APK_TYPES, type TApk } from '@ared/contract/apks';
import { ZIdParamSchema, whenMissing } from '@ared/contract/common';
import type { Db } from '../../db/client';
import { apks } from './schema';
import { clientFileName } from '../../lib/client-file-name';
import type { FileStore } from '../../lib/file-store';
import { HttpError, fieldError, notFound } from '../../lib/http-errors';
import { parseFieldsOr400 } from '../../lib/parse-fields';
import { readUploadForm } from '../../lib/upload-form';
import { APP_KINDS, type ReceivedFile, receiveUpload } from '../../lib/uploads';
import { NotAnApkError, checkStoredApk } from './apk-check';
import type { ManifestInfo } from './binary-manifest';
import { toApk } from './apks';

/** APKs are private: served only by their download routes, to the partner's users and boxes. */
export const APKS_FOLDER = 'apks';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const ZApkFieldsSchema = z.object({
  name: z.pipe(
    z.transform(blankToUndefined),
    z
      .string(whenMissing(APK_TEXTS.nameRequired))
      .check(z.trim(), z.maxLength(120, 'Ensure this field has no more than 120 characters.')),
  ),
  apk_type: z.pipe(z.transform(blankToUndefined), z.enum(APK_TYPES, whenMissing(APK_TEXTS.typeRequired))),
  /** Optional, as on other forms: naming another partner answers 404 (decision 003). */
  partner: z.pipe(z.transform(blankToUndefined), z.optional(ZIdParamSchema)),
});
type ApkFields = z.infer<typeof ZApkFieldsSchema>;

/**
 * POST /v1/apks/: name, apk_type, then the file. The file streams into the store (size limit, SHA-256),
 * then is checked there as an Android package by content and its manifest read (apk-check.ts); anything
 * refused is deleted again, so a refusal leaves nothing stored and no row.
 */
export async function uploadApk(
  { db, files, maxBytes }: { db: Db; files: FileStore; maxBytes: number },
  request: FastifyRequest,
  partnerId: number,
  uploadedById: number,
): Promise<TApk> {
  let received: { file: ReceivedFile; name: string; manifest: ManifestInfo } | null = null;
  let stored: ReceivedFile | null = null;
  try {
    const fields = await readUploadForm<ApkFields>(
      request,
      { maxFileBytes: maxBytes, maxFiles: 1 },
      {
        fileFields: ['file'],
        fields: async (raw) => {
          const fields = parseFieldsOr400(ZApkFieldsSchema, raw, APK_TEXTS.missingFields);
          if (fields.partner !== undefined && fields.partner !== partnerId) throw notFound();
          return fields;
        },
        file: async (part) => {
          if (received) throw fieldError('file', 'Send one APK file.');
          const file = await receiveApk(files, part.stream, maxBytes);
          stored = file;
          const manifest = await checkStoredApk(files, file.key, file.size).catch((error: unknown) => {
            throw error instanceof NotAnApkError ? fieldError('file', error.message) : error;
          });
          received = { file, name: clientFileName(part.filename, 'app.apk'), manifest };
        },
      },
    );
    const got = received as { file: ReceivedFile; name: string; manifest: ManifestInfo } | null;
    if (!got) throw new HttpError(400, APK_TEXTS.missingFields, { file: [APK_TEXTS.fileRequired] });
    const [row] = await db
      .insert(apks)
      .values({
        partnerId,
        name: fields.name,
        apkType: fields.apk_type,
        packageName: got.manifest.packageName,
        versionName: got.manifest.versionName,
        versionCode: got.manifest.versionCode,
        fileKey: got.file.key,
        fileName: got.name,
        size: got.file.size,
        sha256: got.file.sha256,
        uploadedById,
      })
      .returning();
    return toApk(row!);
  } catch (error) {
    const file = stored as ReceivedFile | null;
    if (file) await files.delete(file.key).catch(() => undefined);
    throw error;
  }
}

/**
 * Streams the file into the store: a ZIP by its first bytes (file-type reports an APK as apk, zip or jar),
 * kept as .apk. A refusal (not a ZIP, empty) becomes the `file` field's error; past the limit stays a 413.
 */
async function receiveApk(files: FileStore, stream: Readable, maxBytes: number) {
  try {
    return await receiveUpload(files, APKS_FOLDER, stream, {
      kinds: APP_KINDS,
      maxBytes,
      label: 'APK',
      storeAs: 'apk',
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400 && !error.fieldErrors)
      throw fieldError('file', error.detail);
    throw error;
  }
}
