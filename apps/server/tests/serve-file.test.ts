import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../src/lib/local-file-store';
import { contentDisposition, parseRange, sendStoredFile } from '../src/lib/serve-file';

const sandbox = mkdtempSync(join(tmpdir(), 'ared-serve-'));
const files = createLocalFileStore(join(sandbox, 'uploads'));
const CONTENT = Buffer.from('0123456789abcdefghij');
let key: string;
let emptyKey: string;
let app: FastifyInstance;

beforeAll(async () => {
  key = (await files.put('offline_files', 'mp4', CONTENT)).key;
  emptyKey = (await files.put('offline_files', 'pdf', Buffer.alloc(0))).key;
  app = Fastify();
  app.get('/download', async (request, reply) => {
    const { key: wanted, name, inline } = request.query as { key: string; name?: string; inline?: string };
    return sendStoredFile(request, reply, files, wanted, {
      ...(name !== undefined && { downloadName: name }),
      inline: inline === '1',
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(sandbox, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}, query: Record<string, string> = {}, method = 'GET') =>
  app.inject({
    method: method as 'GET',
    url: '/download',
    query: { key, ...query },
    headers,
  });

describe('sendStoredFile', () => {
  it('sends the whole file with its type, length, validator and private caching', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(CONTENT)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(CONTENT.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-cache',
    });
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
  });

  it('sends one range with 206 and Content-Range', async () => {
    const res = await get({ range: 'bytes=2-5' });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('2345');
    expect(res.headers['content-range']).toBe(`bytes 2-5/${CONTENT.length}`);
    expect(res.headers['content-length']).toBe('4');
  });

  it('sends an open range to the end, and a suffix range of the last bytes', async () => {
    const open = await get({ range: 'bytes=15-' });
    expect(open.statusCode).toBe(206);
    expect(open.body).toBe('fghij');
    const suffix = await get({ range: 'bytes=-3' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.body).toBe('hij');
    expect(suffix.headers['content-range']).toBe(`bytes 17-19/${CONTENT.length}`);
    const longer = await get({ range: 'bytes=10-999' });
    expect(longer.headers['content-range']).toBe(`bytes 10-19/${CONTENT.length}`);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await get({ range: 'bytes=20-30' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${CONTENT.length}`);
    expect(res.json()).toEqual({ detail: 'The requested range is not within the file.' });
    expect((await get({ range: 'bytes=-0' })).statusCode).toBe(416);
  });

  it('sends the whole file for several ranges or a header it does not understand', async () => {
    for (const range of ['bytes=0-1,4-5', 'items=0-3', 'bytes=5-2', 'bytes=x-'])
      expect((await get({ range })).statusCode, range).toBe(200);
  });

  it('honours a range only while If-Range still names this content', async () => {
    const { etag } = (await get()).headers as { etag: string };
    expect((await get({ range: 'bytes=0-1', 'if-range': etag })).statusCode).toBe(206);
    expect((await get({ range: 'bytes=0-1', 'if-range': '"something-else"' })).statusCode).toBe(200);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await get({}, {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(CONTENT.length));
    expect(res.body).toBe('');
  });

  it('names the download safely (RFC 6266), attachment unless inline', async () => {
    const res = await get({}, { name: 'file.mp4' });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="file.mp4"; filename*=UTF-8''file.mp4`,
    );
    const inline = await get({}, { name: 'menu.pdf', inline: '1' });
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="menu.pdf"/);
    expect(contentDisposition('a"b\\c\r\nd é.pdf')).toBe(
      `attachment; filename="a_b_c__d _.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0Ad%20%C3%A9.pdf`,
    );
  });

  it('answers 404 for a key that is not the store’s or names no file', async () => {
    for (const bad of ['../secret.mp4', 'offline_files/missing00000000.mp4', `${key}/..`])
      expect((await get({}, { key: bad })).statusCode, bad).toBe(404);
  });

  it('sends an empty file as an empty 200, and any range of it as 416', async () => {
    const res = await get({}, { key: emptyKey });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('0');
    expect((await get({ range: 'bytes=0-' }, { key: emptyKey })).statusCode).toBe(416);
  });
});

describe('parseRange', () => {
  it('reads the three forms of one byte range', () => {
    expect(parseRange('bytes=0-0', 10)).toEqual({ kind: 'range', range: { start: 0, end: 0 } });
    expect(parseRange('bytes=9-', 10)).toEqual({ kind: 'range', range: { start: 9, end: 9 } });
    expect(parseRange('bytes=-20', 10)).toEqual({ kind: 'range', range: { start: 0, end: 9 } });
    expect(parseRange(undefined, 10)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
  });
});
