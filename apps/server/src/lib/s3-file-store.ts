import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  ListMultipartUploadsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CountedStream } from './counted-stream';
import { HttpError } from './http-errors';
import { type FileStore, STORED_TYPES, extOfKey, keyOfMediaUrl, mediaUrl, newStoreKey } from './file-store';

export type S3Config = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what most S3-compatible stores want. */
  forcePathStyle: boolean;
};

/** Parts of a multipart upload: S3's minimum is 5 MB; at most `QUEUE` are held in memory per upload. */
const PART_BYTES = 8 * 1024 * 1024;
const QUEUE = 4;

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Newer SDKs add CRC checksums (and aws-chunked bodies) to every upload; many S3-compatible stores
    // do not understand them. Checksums are sent and checked where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** The whole object's size from `Content-Range: bytes a-b/size`, or the body's length without a range. */
const sizeOf = (contentRange: string | undefined, contentLength: number | undefined): number => {
  const total = contentRange ? /\/(\d+)$/.exec(contentRange)?.[1] : undefined;
  return total !== undefined ? Number(total) : (contentLength ?? 0);
};

/**
 * The file store on an S3-compatible bucket (decision 025). The same keys as the local store, used as
 * object keys; the bucket stays private (public folders are served through /media/ by the server). An
 * upload streams in parts (lib-storage); one that fails or passes its limit is aborted, and any object
 * it may have left is deleted, so nothing is left behind.
 */
export function createS3FileStore(config: S3Config, client = createS3Client(config)): FileStore {
  const Bucket = config.bucket;
  // The same check as the local store: only keys of our shape reach the bucket.
  const known = (key: string) => extOfKey(key);
  /**
   * What a failed upload may have left: its object, or its multipart upload. lib-storage aborts the
   * upload it knows of, but not one whose creation was still in flight when the content failed.
   */
  const removeLeftovers = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
    const pending = await client
      .send(new ListMultipartUploadsCommand({ Bucket, Prefix: key }))
      .catch(() => null);
    for (const upload of pending?.Uploads ?? [])
      if (upload.Key === key && upload.UploadId)
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: upload.UploadId }))
          .catch(() => undefined);
  };
  return {
    put: async (folder, ext, content, options = {}) => {
      const key = newStoreKey(folder, ext);
      const counter = new CountedStream(options.maxBytes);
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counter, ContentType: STORED_TYPES[ext] },
        partSize: PART_BYTES,
        queueSize: QUEUE,
        leavePartsOnError: false,
      });
      // The content flows through the counter into the upload. The limit (or the source breaking) fails the
      // counter, which fails the upload, which then aborts its multipart upload.
      const feeding = pipeline(source, counter);
      const uploading = upload.done();
      try {
        await Promise.all([feeding, uploading]);
      } catch (error) {
        // The upload failing first (the store unreachable) must stop the feeding too.
        counter.destroy();
        const fed = await feeding.then(
          () => null,
          (feedError: unknown) => feedError,
        );
        // The source breaking fails `feeding` at once, while a part may still be on its way to the store.
        // Cleaning up before it lands would leave that part behind (an abort does not cover a part still
        // in flight), so the upload is let settle first: lib-storage waits for its parts, then aborts.
        await uploading.catch(() => undefined);
        await removeLeftovers(key);
        // A source left half-read (the limit hit) must not keep the request's socket waiting.
        if (!Buffer.isBuffer(content)) content.resume();
        // Why the content was refused (413) says more than the upload's own failure.
        throw fed instanceof HttpError ? fed : error;
      }
      return { key, url: mediaUrl(key), size: counter.byteCount, sha256: counter.sha256() };
    },
    open: async (key, range) => {
      const ext = known(key);
      if (!ext) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        );
        return {
          stream: object.Body as Readable,
          size: sizeOf(object.ContentRange, object.ContentLength),
          contentType: STORED_TYPES[ext],
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stat: async (key) => {
      const ext = known(key);
      if (!ext) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: STORED_TYPES[ext] };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    delete: async (key) => {
      if (!known(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    url: mediaUrl,
    keyOfUrl: keyOfMediaUrl,
  };
}
