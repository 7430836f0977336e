import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../src/lib/local-file-store';
import { forEachPart } from '../src/lib/multipart-parts';
import { type ReceivedFile, type UploadPolicy, receiveUpload, sniffStoredType } from '../src/lib/uploads';
import { IMAGE_KINDS } from '../src/lib/upload-kinds';
import { registerErrorHandling } from '../src/plugins/errors';
import { multipartBody } from './helpers/multipart';
import { PNG_BYTES, sampleApk, sampleZip } from './helpers/sample-files';

const sandbox = mkdtempSync(join(tmpdir(), 'ared-uploads-'));
const root = join(sandbox, 'uploads');
const files = createLocalFileStore(root);
const POLICY: UploadPolicy = { kinds: IMAGE_KINDS, maxBytes: 1024 * 1024, label: 'Main file' };

/** Every file under the store's root, partial ones included. */
const storedFiles = (): string[] => {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
};

/** A route as the media routes use it: text fields first, then the file part, read as a stream. */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  await app.register(multipart);
  app.post('/upload', async (request, reply) => {
    // The parser's own limit is set past ours, so receiveUpload's count is what refuses.
    let stored: ReceivedFile | null = null;
    await forEachPart(request.parts({ limits: { fileSize: POLICY.maxBytes * 4 } }), async (part) => {
      if (part.type === 'file') stored = await receiveUpload(files, 'offline_files', part.file, POLICY);
    });
    return reply.code(stored ? 201 : 400).send(stored ?? { detail: 'no file' });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  rmSync(sandbox, { recursive: true, force: true });
});
beforeEach(() => rmSync(root, { recursive: true, force: true }));

const upload = (content: Buffer, name = 'picture.png', type = 'image/png') => {
  const { body, contentType } = multipartBody({ realm: '1' }, { field: 'file', name, type, content });
  return app.inject({
    method: 'POST',
    url: '/upload',
    payload: body,
    headers: { 'content-type': contentType },
  });
};

describe('receiveUpload', () => {
  it('stores an image checked by content, with its size and SHA-256', async () => {
    const res = await upload(PNG_BYTES, 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const stored = res.json<{
      key: string;
      ext: string;
      contentType: string;
      size: number;
      sha256: string;
    }>();
    expect(stored).toMatchObject({ ext: 'png', contentType: 'image/png', size: PNG_BYTES.length });
    expect(stored.key).toMatch(/^offline_files\/[\w-]+\.png$/);
    expect(stored.sha256).toBe(createHash('sha256').update(PNG_BYTES).digest('hex'));
    expect(storedFiles()).toHaveLength(1);
  });

  it('streams a file larger than the bytes it sniffs through whole', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(700 * 1024, 7)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(201);
    const { key, size, sha256 } = res.json<{ key: string; size: number; sha256: string }>();
    expect(size).toBe(big.length);
    expect(sha256).toBe(createHash('sha256').update(big).digest('hex'));
    const opened = await files.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
  });

  it('refuses an executable named .png with 400 naming the field, and stores nothing', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000)]);
    const res = await upload(exe, 'cat.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toMatch(/^Main file: /);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a known type the policy does not accept (a PDF as an image)', async () => {
    const res = await upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'a.png');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toBe(
      'Main file: the content is a PDF file; accepted: PNG, JPG, GIF, WEBP.',
    );
    expect(storedFiles()).toEqual([]);
  });

  it('refuses an empty file with 400', async () => {
    const res = await upload(Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toBe('Main file: the file is empty.');
    expect(storedFiles()).toEqual([]);
  });

  it('refuses content past the limit with 413 and leaves no partial file', async () => {
    const res = await upload(Buffer.concat([PNG_BYTES, Buffer.alloc(POLICY.maxBytes)]));
    expect(res.statusCode).toBe(413);
    expect(res.json<{ detail: string }>().detail).toBe('The file is larger than the limit of 1 MB.');
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a file the parser cut at its own limit (truncated) as too large', async () => {
    const cut = Fastify();
    registerErrorHandling(cut);
    await cut.register(multipart);
    cut.post('/upload', async (request, reply) => {
      for await (const part of request.parts({ limits: { fileSize: 4096 } })) {
        if (part.type !== 'file') continue;
        // throwFileSizeLimit off: the parser ends the stream quietly at 4 KB, only marking it truncated.
        return reply
          .code(201)
          .send(await receiveUpload(files, 'offline_files', (part as MultipartFile).file, POLICY));
      }
    });
    const { body, contentType } = multipartBody(
      {},
      {
        field: 'file',
        name: 'a.png',
        type: 'image/png',
        content: Buffer.concat([PNG_BYTES, Buffer.alloc(10_000)]),
      },
    );
    const res = await cut.inject({
      method: 'POST',
      url: '/upload',
      payload: body,
      headers: { 'content-type': contentType },
    });
    await cut.close();
    expect(res.statusCode).toBe(413);
    expect(storedFiles()).toEqual([]);
  });

  it('answers 400 to a multipart body cut short, and leaves no partial file', async () => {
    const { body, contentType } = multipartBody(
      {},
      {
        field: 'file',
        name: 'a.png',
        type: 'image/png',
        content: Buffer.concat([PNG_BYTES, Buffer.alloc(200_000)]),
      },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: body.subarray(0, 150_000),
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(storedFiles()).toEqual([]);
  });

  it('answers a real client streaming past the limit with 413, not a reset or a hang', async () => {
    const { port } = app.server.address() as AddressInfo;
    const { body, contentType } = multipartBody(
      {},
      {
        field: 'file',
        name: 'a.png',
        type: 'image/png',
        content: Buffer.concat([PNG_BYTES, Buffer.alloc(8 * POLICY.maxBytes, 1)]),
      },
    );
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/upload',
          headers: { 'content-type': contentType, 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          // The client must also get its whole body out: a server that stops reading after answering
          // leaves it stalled mid-upload (the test then times out).
          res.on('end', () => {
            const done = () => resolve({ status: res.statusCode ?? 0, body: text });
            if (req.writableFinished) done();
            else req.once('finish', done);
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      // Written in 64 KB pieces, as a client streams a file from disk.
      let offset = 0;
      const writeMore = () => {
        while (offset < body.length) {
          const piece = body.subarray(offset, offset + 64 * 1024);
          offset += piece.length;
          if (!req.write(piece)) return void req.once('drain', writeMore);
        }
        req.end();
      };
      writeMore();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'The file is larger than the limit of 1 MB.' });
    expect(storedFiles()).toEqual([]);
  });
});

describe('sniffStoredType', () => {
  it('tells an APK (a ZIP with classes.dex) from a plain ZIP', async () => {
    expect(await sniffStoredType(sampleApk())).toBe('apk');
    expect(await sniffStoredType(sampleZip())).toBe('zip');
  });

  it('knows nothing of text or an executable', async () => {
    expect(await sniffStoredType(Buffer.from('just some text'))).toBeNull();
    expect(await sniffStoredType(Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'))).toBeNull();
  });
});
