import type { Readable } from 'node:stream';
import { urlToken } from './secrets';

/** Where public uploads (profile pictures, logos, adverts) are served from: this prefix and the key. */
export const MEDIA_PREFIX = '/media/';

/**
 * What can be stored, by extension, and the type it is served with. Uploads are checked by content before
 * they are stored (lib/uploads.ts); the extension of a key is the checked type, never the client's name.
 */
export const STORED_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  zip: 'application/zip',
  apk: 'application/vnd.android.package-archive',
  epub: 'application/epub+zip',
} as const;
export type StoredExt = keyof typeof STORED_TYPES;

/** Folders whose files anyone with the (random, unguessable) URL may load: what guests' pages show. */
export const PUBLIC_FOLDERS = new Set(['profile_pics', 'logos', 'adverts']);

export type StoredFile = {
  key: string;
  url: string;
  /** Bytes written. */
  size: number;
  /** SHA-256 of the content, hex. */
  sha256: string;
};
/** Inclusive byte positions, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };
export type OpenedFile = {
  stream: Readable;
  /** The whole file's size (not the range's). */
  size: number;
  contentType: string;
};
export type StoredFileInfo = { size: number; contentType: string };
export type PutOptions = {
  /** Refuse (413, nothing left behind) once the content passes this many bytes. */
  maxBytes?: number;
};

/**
 * Where uploads live, passed to the app in its dependencies (AppDeps.files): a local directory
 * (DATA_DIR/uploads) or an S3-compatible bucket. Keys are generated here (`<folder>/<random>.<ext>`), never
 * taken from a request, and every method refuses a key that is not of that shape, so no caller can reach
 * outside the store. Content streams through: a file is never held in memory whole.
 */
export type FileStore = {
  /**
   * Stores new content in `folder`, streaming; a stream that fails or passes `maxBytes` leaves nothing
   * behind (the error is rethrown: an HttpError 413 for the limit).
   */
  put: (
    folder: string,
    ext: StoredExt,
    content: Buffer | Readable,
    options?: PutOptions,
  ) => Promise<StoredFile>;
  /** The file (or the range of it) for serving, or null when there is none (or the key is not ours). */
  open: (key: string, range?: ByteRange) => Promise<OpenedFile | null>;
  /** The file's size and type without reading it, or null when there is none (or the key is not ours). */
  stat: (key: string) => Promise<StoredFileInfo | null>;
  /** Removes a file; a missing file or a foreign key is ignored. */
  delete: (key: string) => Promise<void>;
  /** The public URL of a key (meaningful for PUBLIC_FOLDERS only; private files have module routes). */
  url: (key: string) => string;
  /** The key of a URL this store gave out, or null (an external URL, a foreign path). */
  keyOfUrl: (url: string) => string | null;
};

const FOLDER = /^[a-z0-9_-]{1,40}$/;
const KEY = /^([a-z0-9_-]{1,40})\/([A-Za-z0-9_-]{8,64})\.([a-z0-9]{1,8})$/;

/** Whether a key has the shape the store generates: one folder, a random name, a known extension. */
export const isStoreKey = (key: string): boolean => {
  const match = KEY.exec(key);
  return Boolean(match && match[3]! in STORED_TYPES);
};

export const extOfKey = (key: string): StoredExt | null =>
  isStoreKey(key) ? (KEY.exec(key)![3] as StoredExt) : null;

export const folderOfKey = (key: string): string | null => (isStoreKey(key) ? KEY.exec(key)![1]! : null);

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
