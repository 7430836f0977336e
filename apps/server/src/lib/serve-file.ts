import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, FileStore } from './file-store';
import { isStoreKey } from './file-store';

export type SendFileOptions = {
  /** The name the browser saves it as (Content-Disposition). */
  downloadName?: string;
  /** Shown in the browser (inline) rather than saved (attachment, the default when a name is given). */
  inline?: boolean;
  /**
   * 'private' (default): only the caller may keep it, and revalidates it (downloads behind a token).
   * 'public': anyone may cache it for good (public folders: a key's content never changes).
   */
  caching?: 'private' | 'public';
};

/** What a Range header asks of a file of `size` bytes (RFC 9110 §14). */
export type RangeRequest =
  { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * One `bytes=` range: `a-b`, `a-` (to the end) or `-n` (the last n bytes); an end past the file is cut to
 * it. Several ranges, another unit or a malformed header are answered with the whole file, as the RFC lets
 * a server do; a range starting past the end cannot be satisfied (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}

/**
 * A Content-Disposition value (RFC 6266): a plain ASCII `filename` for old clients, with quotes,
 * backslashes, control and non-ASCII characters replaced, and the exact name UTF-8 encoded in `filename*`.
 */
export function contentDisposition(name: string, inline = false): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * A stored file's validator: a key names one content for good (its name is random and never reused), so
 * the key and the size identify the bytes.
 */
const etagOf = (key: string, size: number) => `"${key.replace(/[^A-Za-z0-9_-]/g, '.')}-${size}"`;

/**
 * Sends a file of the store: the whole of it (200), one range of it (206, Content-Range) or 416 for a
 * range past its end; HEAD gets the headers only. If-None-Match answers 304; If-Range with another
 * validator gets the whole file. A key that is not the store's or names no file answers 404, like any id
 * that is not there. The caller has already checked that the requester may have it.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  key: string,
  { downloadName, inline = false, caching = 'private' }: SendFileOptions = {},
): Promise<FastifyReply> {
  const info = isStoreKey(key) ? await files.stat(key) : null;
  if (!info) return reply.code(404).send({ detail: 'Not found.' });
  const etag = etagOf(key, info.size);
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header(
      'cache-control',
      caching === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-cache',
    )
    .type(info.contentType);
  if (downloadName !== undefined)
    reply.header('content-disposition', contentDisposition(downloadName, inline));
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'))
    return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const requested =
    ifRange !== undefined && ifRange !== etag
      ? ({ kind: 'whole' } as const)
      : parseRange(request.headers.range, info.size);
  if (requested.kind === 'unsatisfiable')
    return reply
      .code(416)
      .header('content-range', `bytes */${info.size}`)
      .type('application/json')
      .send({ detail: 'The requested range is not within the file.' });
  const range = requested.kind === 'range' ? requested.range : undefined;
  const length = range ? range.end - range.start + 1 : info.size;
  reply.header('content-length', length);
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  // Fastify's HEAD twin of a GET route reads a stream payload to its end and would zero Content-Length
  // for none: an empty stream keeps the length without reading the file.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  // An empty file has no bytes to read (a stream of range 0--1 would be invalid).
  if (length === 0) return reply.send('');
  const opened = await files.open(key, range);
  if (!opened) {
    // Deleted between the two calls.
    reply.removeHeader('content-length').removeHeader('content-range').removeHeader('content-disposition');
    return reply.code(404).type('application/json').send({ detail: 'Not found.' });
  }
  return reply.send(opened.stream);
}
