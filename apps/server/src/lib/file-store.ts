import type { Readable } from 'node:stream';
import { urlToken } from './secrets';

/** Where uploaded files are served from; the stored URL of a file is this prefix and its key. */
export const MEDIA_PREFIX = '/media/';

/** What can be stored, by extension, and the type it is served with. Uploads are checked by content first. */
export const STORED_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type StoredExt = keyof typeof STORED_TYPES;

export type StoredFile = { key: string; url: string };
export type OpenedFile = { stream: Readable; size: number; contentType: string };

/**
 * Where uploads live, passed to the app in its dependencies (AppDeps.files): a local directory today, an
 * S3 bucket next. Keys are generated here (`<folder>/<random>.<ext>`), never taken from a request, and
 * every method refuses a key that is not of that shape, so no caller can reach outside the store.
 */
export type FileStore = {
  /** Stores a new file in `folder` and returns its key and public URL. */
  put: (folder: string, ext: StoredExt, content: Buffer) => Promise<StoredFile>;
  /** The file for serving, or null when there is none (or the key is not one of ours). */
  open: (key: string) => Promise<OpenedFile | null>;
  /** Removes a file; a missing file or a foreign key is ignored. */
  delete: (key: string) => Promise<void>;
  /** The URL the browser loads the file from. */
  url: (key: string) => string;
  /** The key of a URL this store gave out, or null (an external URL, a foreign path). */
  keyOfUrl: (url: string) => string | null;
};

const FOLDER = /^[a-z0-9_-]{1,40}$/;
const KEY = /^([a-z0-9_-]{1,40})\/([A-Za-z0-9_-]{8,64})\.(png|jpg|gif|webp)$/;

/** Whether a key has the shape the store generates: one folder, a random name, a known extension. */
export const isStoreKey = (key: string): boolean => KEY.test(key);

export const extOfKey = (key: string): StoredExt | null =>
  (KEY.exec(key)?.[3] as StoredExt | undefined) ?? null;

/** A new key in `folder`: the name is random, so it cannot be guessed or chosen by a client. */
export function newStoreKey(folder: string, ext: StoredExt): string {
  if (!FOLDER.test(folder)) throw new Error(`invalid upload folder ${JSON.stringify(folder)}`);
  if (!(ext in STORED_TYPES)) throw new Error(`invalid upload type ${JSON.stringify(ext)}`);
  return `${folder}/${urlToken(12)}.${ext}`;
}

export const mediaUrl = (key: string): string => `${MEDIA_PREFIX}${key}`;

export function keyOfMediaUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  return isStoreKey(key) ? key : null;
}
