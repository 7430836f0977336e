import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  ADVERT_MAX_IMAGE_BYTES,
  ADVERT_MAX_VIDEO_BYTES,
  ADVERT_TEXTS as T,
  type TAdvert,
  isLandscape,
} from '@ared/contract/adverts';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { type FileStore, extOfKey } from '../../lib/file-store';
import { HttpError } from '../../lib/http-errors';
import { mediaSizeProbe } from '../../lib/media-size/probe';
import { phoneSizedImage } from '../../lib/phone-image';
import { readUploadForm } from '../../lib/upload-form';
import { IMAGE_KINDS, type ReceivedFile, receiveUpload } from '../../lib/uploads';
import { type AdvertFile, advertRow, insertAdvert, updateAdvert, valuesOf } from './adverts';
import {
  type AdvertFields,
  type AdvertValues,
  advertRuleErrors,
  createdValues,
  readAdvertFields,
  throwIfAny,
  updatedValues,
} from './fields';
import { ownRealm } from '../realms';

/** Advert files are public: guests' portal pages load them from /media/adverts/ (decision 025, 030). */
export const ADVERTS_FOLDER = 'adverts';
/** A video advert is an MP4 or WebM (what every phone browser plays); other containers are refused. */
export const ADVERT_VIDEO_KINDS = ['mp4', 'webm'] as const;

type Deps = { db: Db; files: FileStore; config: AppConfig };
type Checked = { values: AdvertValues; realmName: string };

const fileError = (message: string) => new HttpError(400, T.invalid, { file: [message] });

/** The largest file of each type: ours, or the operator's media limit when that is smaller. */
const limitsOf = (config: AppConfig) => ({
  Image: Math.min(ADVERT_MAX_IMAGE_BYTES, config.uploadLimits.Image),
  Video: Math.min(ADVERT_MAX_VIDEO_BYTES, config.uploadLimits.Video),
});

/** Whether a stored file fits the type (an Image advert turned Video keeps no picture as its video). */
const fileFitsType = (key: string | null, type: AdvertValues['adType']) => {
  const ext = extOfKey(key ?? '');
  if (!ext || type === 'Link') return false;
  return type === 'Image'
    ? (IMAGE_KINDS as readonly string[]).includes(ext)
    : (ADVERT_VIDEO_KINDS as readonly string[]).includes(ext);
};

/**
 * Takes the advert's file into the public folder, checked by content (an image or a video as the type
 * says) and size, its width and height read while it streams: a portrait file is refused as soon as its
 * header says so, and nothing of it is left behind.
 */
async function receiveAdvertFile(
  deps: Deps,
  stream: Readable,
  type: AdvertValues['adType'],
): Promise<AdvertFile> {
  if (type === 'Link') {
    stream.resume();
    throw fileError(T.linkHasNoFile);
  }
  const probe = mediaSizeProbe();
  // An image (at most 5 MB) is kept in memory as it streams, to make its phone-sized version after.
  const imageChunks: Buffer[] = [];
  let received: ReceivedFile;
  try {
    received = await receiveUpload(deps.files, ADVERTS_FOLDER, stream, {
      kinds: type === 'Image' ? IMAGE_KINDS : ADVERT_VIDEO_KINDS,
      maxBytes: limitsOf(deps.config)[type],
      label: 'Advert File',
      inspect: (chunk) => {
        if (type === 'Image') imageChunks.push(chunk);
        if (probe.isDone) return;
        probe.write(chunk);
        if (probe.result && !isLandscape(probe.result.width, probe.result.height))
          throw fileError(T.portrait);
      },
    });
  } catch (error) {
    // The content check's own refusals (not an image, empty) become the file field's error.
    if (error instanceof HttpError && error.statusCode === 400 && !error.fieldErrors)
      throw fileError(error.detail);
    throw error;
  }
  const size = probe.end();
  const refusal = !size ? T.sizeUnknown : !isLandscape(size.width, size.height) ? T.portrait : null;
  if (refusal) {
    await deps.files.delete(received.key).catch(() => undefined);
    throw fileError(refusal);
  }
  const stored = { key: received.key, width: size!.width, height: size!.height };
  return type === 'Image' ? phoneSized(deps.files, stored, Buffer.concat(imageChunks)) : stored;
}

/**
 * The advert's picture as guests' phones get it (issue 29 §5, decision 053): at most 800 px wide and
 * compressed, in place of the upload, whose bytes are deleted; the upload itself when it is already no
 * larger. A picture that cannot be decoded is refused and nothing of it is kept.
 */
async function phoneSized(files: FileStore, upload: AdvertFile, bytes: Buffer): Promise<AdvertFile> {
  try {
    const phone = await phoneSizedImage(bytes);
    if (!phone) return upload;
    const { key } = await files.put(ADVERTS_FOLDER, phone.ext, phone.bytes);
    await files.delete(upload.key).catch(() => undefined);
    return { key, width: phone.width, height: phone.height };
  } catch (error) {
    await files.delete(upload.key).catch(() => undefined);
    throw error instanceof HttpError && error.statusCode === 400 ? fileError(error.detail) : error;
  }
}

/** Reads the form (text fields first, then at most one `file`), removing a stored file when anything fails. */
async function readAdvertForm(
  deps: Deps,
  request: FastifyRequest,
  check: (raw: Record<string, string>) => Promise<Checked>,
  save: (checked: Checked, file: AdvertFile | null) => Promise<TAdvert>,
): Promise<TAdvert> {
  let file: AdvertFile | null = null;
  try {
    const checked = await readUploadForm(
      request,
      { maxFileBytes: Math.max(...Object.values(limitsOf(deps.config))), maxFiles: 1 },
      {
        fileFields: ['file'],
        fields: check,
        file: async (part, { values }) => {
          file = await receiveAdvertFile(deps, part.stream, values.adType);
        },
      },
    );
    return await save(checked, file);
  } catch (error) {
    const stored = file as AdvertFile | null;
    if (stored) await deps.files.delete(stored.key).catch(() => undefined);
    throw error;
  }
}

/** The partner a form names must be the caller's (decision 003): another one answers 404. */
const assertOwnPartner = (fields: AdvertFields, partnerId: number) => {
  if (fields.partner !== undefined && fields.partner !== partnerId) throw new HttpError(404, 'Not found.');
};

/** POST /v1/verts/: a new advert of one of the partner's realms; Image and Video ones with their file. */
export function createAdvert(deps: Deps, request: FastifyRequest, partnerId: number): Promise<TAdvert> {
  return readAdvertForm(
    deps,
    request,
    async (raw) => {
      const { fields, errors } = readAdvertFields(raw, 'create');
      assertOwnPartner(fields, partnerId);
      throwIfAny(errors);
      const values = createdValues(fields);
      throwIfAny(advertRuleErrors(values));
      const realm = await ownRealm(deps.db, partnerId, values.realmId);
      return { values, realmName: realm.name };
    },
    async ({ values, realmName }, file) => {
      if (values.adType !== 'Link' && !file) throw fileError(T.fileRequired);
      return insertAdvert(deps, partnerId, realmName, values, file);
    },
  );
}

/**
 * PATCH /v1/verts/{id}/: any subset of the fields, the file only when it changes. The advert it makes is
 * checked whole (a Link needs its YouTube link, an Image or Video a file of its type, both dates or none).
 * Another partner's advert answers 404 before anything about the body.
 */
export async function patchAdvert(
  deps: Deps,
  request: FastifyRequest,
  partnerId: number,
  id: number,
): Promise<TAdvert> {
  const before = (await advertRow(deps.db, partnerId, id)).advert;
  return readAdvertForm(
    deps,
    request,
    async (raw) => {
      const { fields, errors } = readAdvertFields(raw, 'update');
      assertOwnPartner(fields, partnerId);
      throwIfAny(errors);
      const values = updatedValues(valuesOf(before), fields);
      throwIfAny(advertRuleErrors(values));
      const realm = await ownRealm(deps.db, partnerId, values.realmId);
      return { values, realmName: realm.name };
    },
    async ({ values, realmName }, file) => {
      if (values.adType === 'Link') return updateAdvert(deps, before, realmName, values, null);
      if (file) return updateAdvert(deps, before, realmName, values, file);
      if (!fileFitsType(before.fileKey, values.adType)) throw fileError(T.fileRequired);
      return updateAdvert(deps, before, realmName, values, undefined);
    },
  );
}
