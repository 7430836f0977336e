import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import {
  type FileStore,
  STORED_TYPES,
  extOfKey,
  isStoreKey,
  keyOfMediaUrl,
  mediaUrl,
  newStoreKey,
} from './file-store';

/**
 * The file store on a local directory (DATA_DIR/uploads): files are private to the server's user (0600 in
 * 0700 folders) and served by the app under /media/.
 */
export function createLocalFileStore(root: string): FileStore {
  const base = resolve(root);
  /** The file's path, or null for anything that is not a key of ours or would leave the directory. */
  const pathOf = (key: string): string | null => {
    if (!isStoreKey(key)) return null;
    const path = resolve(base, key);
    const rel = relative(base, path);
    return rel.startsWith('..') || rel === '' ? null : path;
  };
  return {
    put: async (folder, ext, content) => {
      const key = newStoreKey(folder, ext);
      await mkdir(join(base, folder), { recursive: true, mode: 0o700 });
      await writeFile(join(base, key), content, { mode: 0o600, flag: 'wx' });
      return { key, url: mediaUrl(key) };
    },
    open: async (key) => {
      const path = pathOf(key);
      const ext = extOfKey(key);
      if (!path || !ext) return null;
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path), size: info.size, contentType: STORED_TYPES[ext] };
    },
    delete: async (key) => {
      const path = pathOf(key);
      if (path) await unlink(path).catch(() => undefined);
    },
    url: mediaUrl,
    keyOfUrl: keyOfMediaUrl,
  };
}
