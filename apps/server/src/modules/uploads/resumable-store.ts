import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { FileStore as TusFileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, Upload } from '@tus/utils';
import type { AppConfig } from '../../config/env';
import { type S3Config, createS3Client } from '../../lib/s3-file-store';

/**
 * Resumable uploads are swept this long after their creation: unfinished ones (tus expiration extension),
 * and finished ones no POST /v1/files/ claimed (a tab closed between the two calls).
 */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The tus metadata key holding the partner an upload belongs to; set by the server, never the client. */
export const PARTNER_METADATA_KEY = 'ared_partner';

/**
 * Where resumable (tus) uploads are assembled: DATA_DIR/resumable, or the S3 bucket (as multipart uploads,
 * finished into objects named by the upload id, beside the file store's folders). A finished upload is
 * copied into the file store by the route that uses it, and then discarded.
 */
export function createResumableDatastore(config: AppConfig): DataStore {
  if (config.s3)
    return new S3Store({
      s3ClientConfig: {
        bucket: config.s3.bucket,
        endpoint: config.s3.endpoint,
        region: config.s3.region,
        forcePathStyle: config.s3.forcePathStyle,
        credentials: { accessKeyId: config.s3.accessKeyId, secretAccessKey: config.s3.secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
      expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS,
    });
  return new TusFileStore({
    directory: join(config.dataDir, 'resumable'),
    expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS,
  });
}

/** The ids of every resumable upload held, finished or not. */
export type ListUploadIds = () => Promise<string[]>;

const UPLOAD_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The upload ids of the local store: its `<id>.json` records. */
const localUploadIds =
  (directory: string): ListUploadIds =>
  async () =>
    (await readdir(directory).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((id) => UPLOAD_ID.test(id));

/** The upload ids in the bucket: its `<id>.info` objects (at the bucket's root, beside the file store). */
const s3UploadIds = (config: S3Config): ListUploadIds => {
  const client = createS3Client(config);
  return async () => {
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: config.bucket, Delimiter: '/', ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const id = object.Key?.endsWith('.info') ? object.Key.slice(0, -'.info'.length) : '';
        if (UPLOAD_ID.test(id)) ids.push(id);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return ids;
  };
};

export type ResumableUploads = { datastore: DataStore; listIds: ListUploadIds };

export function createResumableUploads(config: AppConfig): ResumableUploads {
  const datastore = createResumableDatastore(config);
  return {
    datastore,
    listIds: config.s3 ? s3UploadIds(config.s3) : localUploadIds(join(config.dataDir, 'resumable')),
  };
}

/**
 * Removes the uploads created more than RESUMABLE_EXPIRY_MS before `now`, finished or not; the number
 * removed. (tus's own deleteExpired keeps finished uploads for good, waiting for a claim that may never come.)
 */
export async function sweepExpiredUploads(
  { datastore, listIds }: ResumableUploads,
  now: Date,
): Promise<number> {
  let removed = 0;
  for (const id of await listIds()) {
    const upload = await findUpload(datastore, id);
    const created = upload?.creation_date ? Date.parse(upload.creation_date) : Number.NaN;
    if (!upload || !(now.getTime() - created > RESUMABLE_EXPIRY_MS)) continue;
    await datastore.remove(id).catch(() => undefined);
    removed += 1;
  }
  return removed;
}

/** The upload's record, or null when there is none. */
export async function findUpload(datastore: DataStore, id: string): Promise<Upload | null> {
  // Ids are ours (random, URL-safe); anything else never reaches the datastore (paths, keys).
  if (!UPLOAD_ID.test(id)) return null;
  return datastore.getUpload(id).catch(() => null);
}

export const isOwnedBy = (upload: Upload, partnerId: number) =>
  upload.metadata?.[PARTNER_METADATA_KEY] === String(partnerId);

export const isFinished = (upload: Upload) => upload.size !== undefined && upload.offset === upload.size;

/** The finished upload's content: a file (local) or the assembled object (S3). */
export async function readUpload(datastore: DataStore, id: string): Promise<Readable> {
  const reader = datastore as unknown as { read: (id: string) => Readable | Promise<Readable> };
  return reader.read(id);
}
