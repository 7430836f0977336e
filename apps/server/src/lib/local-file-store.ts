import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CoalescingStream, FILE_IO_CHUNK } from './coalescing-stream';
import { CountedStream } from './counted-stream';
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
 * 0700 folders). Content is written to a `.part` file and renamed once complete, so a reader never sees half
 * a file and a failed upload leaves nothing.
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
    put: async (folder, ext, content, options = {}) => {
      const key = newStoreKey(folder, ext);
      await mkdir(join(base, folder), { recursive: true, mode: 0o700 });
      const path = join(base, key);
      const partial = `${path}.part`;
      const counter = new CountedStream(options.maxBytes);
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      const sink = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
      try {
        await pipeline(source, counter, new CoalescingStream(), sink);
        await rename(partial, path);
      } catch (error) {
        // A content refused on its first bytes (an advert's portrait header) fails the pipeline while the
        // file may still be opening: the open would create the .part after an unlink made now.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await unlink(partial).catch(() => undefined);
        // A source left half-read (the limit hit) must not keep the request's socket waiting.
        if (!Buffer.isBuffer(content)) content.resume();
        throw error;
      }
      return { key, url: mediaUrl(key), size: counter.byteCount, sha256: counter.sha256() };
    },
    open: async (key, range) => {
      const path = pathOf(key);
      const ext = extOfKey(key);
      if (!path || !ext) return null;
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      // 1 MiB reads: the default 64 KB halves a large download's throughput (bench:files).
      const stream = createReadStream(path, { ...range, highWaterMark: FILE_IO_CHUNK });
      return { stream, size: info.size, contentType: STORED_TYPES[ext] };
    },
    stat: async (key) => {
      const path = pathOf(key);
      const ext = extOfKey(key);
      if (!path || !ext) return null;
      const info = await stat(path).catch(() => null);
      return info?.isFile() ? { size: info.size, contentType: STORED_TYPES[ext] } : null;
    },
    delete: async (key) => {
      const path = pathOf(key);
      if (path) await unlink(path).catch(() => undefined);
    },
    url: mediaUrl,
    keyOfUrl: keyOfMediaUrl,
  };
}
