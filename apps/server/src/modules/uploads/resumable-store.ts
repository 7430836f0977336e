import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore as TusFileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, Upload } from '@tus/utils';
import type { AppConfig } from '../../config/env';

/** Unfinished resumable uploads are swept after this long (tus expiration extension). */
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

/** The upload's record, or null when there is none. */
export async function findUpload(datastore: DataStore, id: string): Promise<Upload | null> {
  // Ids are ours (random, URL-safe); anything else never reaches the datastore (paths, keys).
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null;
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
