import type { Readable } from 'node:stream';
import {
  type ResumableUploads,
  findUpload,
  isFinished,
  isOwnedBy,
  readUpload,
  sweepExpiredUploads,
} from './resumable-store';

export { RESUMABLE_EXPIRY_MS, type ResumableUploads } from './resumable-store';

// What this module adds to the app (issue 28 §2: a module declares its own decorations).
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    /** Resumable (tus) uploads at /v1/uploads/ (decision 025). */
    resumableUploads: ResumableUploads;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** What the routes using resumable uploads need: the app (decorated with them) will do. */
export type ResumableUploadsDeps = { resumableUploads: ResumableUploads };

export type FinishedUpload = { stream: Readable; size: number; filename: string };

/**
 * A finished resumable upload of this partner, to copy into the file store (POST /v1/files/ `upload`):
 * null for an id that is unknown, unfinished, or another partner's. `filename` is the client's
 * Upload-Metadata filename (a name to show, never a path).
 */
export async function openFinishedUpload(
  { resumableUploads: { datastore } }: ResumableUploadsDeps,
  uploadId: string,
  partnerId: number,
): Promise<FinishedUpload | null> {
  const upload = await findUpload(datastore, uploadId);
  if (!upload || !isOwnedBy(upload, partnerId) || !isFinished(upload)) return null;
  return {
    stream: await readUpload(datastore, uploadId),
    size: upload.size!,
    filename: upload.metadata?.filename ?? '',
  };
}

/** Removes a resumable upload (once copied into the file store, or refused); an unknown id is ignored. */
export async function discardUpload(
  { resumableUploads: { datastore } }: ResumableUploadsDeps,
  uploadId: string,
): Promise<void> {
  if (await findUpload(datastore, uploadId)) await datastore.remove(uploadId).catch(() => undefined);
}

/** Deletes the uploads older than RESUMABLE_EXPIRY_MS, finished or not; the number removed. */
export const sweepResumableUploads = ({ resumableUploads }: ResumableUploadsDeps, now = new Date()) =>
  sweepExpiredUploads(resumableUploads, now);
