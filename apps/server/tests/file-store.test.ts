import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../src/lib/file-store';
import { HttpError } from '../src/lib/http-errors';
import { createLocalFileStore } from '../src/lib/local-file-store';
import { createS3Client, createS3FileStore } from '../src/lib/s3-file-store';
import { type TestS3Server, startS3Server } from './helpers/s3-server';

/** A store under test, and everything it holds (finished or not), to prove a refusal left nothing. */
type Subject = {
  files: FileStore;
  leftovers: () => Promise<string[]>;
  /** Requests the store sent that are not answered yet (a part on its way could still land). */
  inFlight: () => number;
  close: () => Promise<void>;
};

const localSubject = async (): Promise<Subject> => {
  const sandbox = mkdtempSync(join(tmpdir(), 'ared-store-'));
  const root = join(sandbox, 'uploads');
  return {
    files: createLocalFileStore(root),
    leftovers: async () => {
      try {
        return readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name);
      } catch {
        return [];
      }
    },
    inFlight: () => 0,
    close: async () => rmSync(sandbox, { recursive: true, force: true }),
  };
};

let s3: TestS3Server;
const s3Subject = async (): Promise<Subject> => {
  // Parts held 300 ms: the content breaking while a part is on its way is then what always happens.
  s3 = await startS3Server('ared-test', 300);
  const client = createS3Client(s3.config);
  const Bucket = s3.config.bucket;
  return {
    files: createS3FileStore(s3.config, client),
    leftovers: async () => {
      const objects = await client.send(new ListObjectsV2Command({ Bucket }));
      const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket }));
      return [
        ...(objects.Contents ?? []).map((object) => object.Key ?? ''),
        ...(uploads.Uploads ?? []).map((upload) => `unfinished: ${upload.Key ?? ''}`),
      ];
    },
    inFlight: () => s3.inFlight(),
    close: () => s3.close(),
  };
};

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** `total` bytes of a repeating pattern, produced in 1 MB chunks (never held whole). */
const patterned = (total: number) =>
  Readable.from(
    (function* () {
      for (let offset = 0; offset < total; offset += 1024 * 1024) {
        const size = Math.min(1024 * 1024, total - offset);
        yield Buffer.alloc(size, String.fromCharCode(97 + ((offset / (1024 * 1024)) % 26)));
      }
    })(),
    { objectMode: false },
  );

describe.each([
  ['the local store', localSubject],
  ['the S3 store (s3rver)', s3Subject],
])('%s', (_name, makeSubject) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await makeSubject();
  });
  afterAll(() => subject.close());

  it('stores content under a key it generates and gives it back, whole and in ranges', async () => {
    const content = Buffer.from('The quick brown fox jumps over the lazy dog');
    const stored = await subject.files.put('offline_files', 'pdf', Readable.from([content]));
    expect(stored.key).toMatch(/^offline_files\/[\w-]{16}\.pdf$/);
    expect(stored.size).toBe(content.length);
    expect(stored.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(await subject.files.stat(stored.key)).toEqual({
      size: content.length,
      contentType: 'application/pdf',
    });
    const whole = await subject.files.open(stored.key);
    expect(whole).toMatchObject({ size: content.length, contentType: 'application/pdf' });
    expect((await readAll(whole!.stream)).toString()).toBe(content.toString());
    const part = await subject.files.open(stored.key, { start: 4, end: 8 });
    expect(part!.size).toBe(content.length);
    expect((await readAll(part!.stream)).toString()).toBe('quick');
  });

  it('stores an empty file', async () => {
    const stored = await subject.files.put('offline_files', 'pdf', Buffer.alloc(0));
    expect(stored.size).toBe(0);
    expect((await subject.files.stat(stored.key))?.size).toBe(0);
  });

  it('streams content larger than one upload part, and reads a range across parts', async () => {
    const total = 13 * 1024 * 1024 + 5;
    const stored = await subject.files.put('offline_files', 'mp4', patterned(total));
    expect(stored.size).toBe(total);
    const hash = createHash('sha256');
    for await (const chunk of patterned(total)) hash.update(chunk as Buffer);
    expect(stored.sha256).toBe(hash.digest('hex'));
    const start = 8 * 1024 * 1024 - 2;
    const opened = await subject.files.open(stored.key, { start, end: start + 3 });
    expect((await readAll(opened!.stream)).toString()).toBe('hhii');
    await subject.files.delete(stored.key);
  });

  it('deletes a file, and ignores one that is gone', async () => {
    const { key } = await subject.files.put('logos', 'png', Buffer.from('png'));
    await subject.files.delete(key);
    expect(await subject.files.open(key)).toBeNull();
    expect(await subject.files.stat(key)).toBeNull();
    await expect(subject.files.delete(key)).resolves.toBeUndefined();
  });

  it('refuses content past the limit with 413 and leaves nothing, also after a part was sent', async () => {
    const before = await subject.leftovers();
    for (const [total, maxBytes] of [
      [3000, 1000],
      [20 * 1024 * 1024, 10 * 1024 * 1024],
    ] as const) {
      const refusal = await subject.files
        .put('offline_files', 'mp4', patterned(total), { maxBytes })
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(HttpError);
      expect((refusal as HttpError).statusCode).toBe(413);
    }
    expect(await subject.leftovers()).toEqual(before);
  });

  it('leaves nothing when the content breaks midway, and nothing still on its way to the store', async () => {
    const before = await subject.leftovers();
    const broken = new Readable({ read() {} });
    broken.push(Buffer.alloc(9 * 1024 * 1024, 1));
    setTimeout(() => broken.destroy(new Error('connection lost')), 50);
    await expect(subject.files.put('offline_files', 'mp4', broken)).rejects.toThrow('connection lost');
    // A part still in flight when the refusal returns would land after the clean-up and stay.
    expect(subject.inFlight()).toBe(0);
    expect(await subject.leftovers()).toEqual(before);
  });

  it('refuses keys it did not generate', async () => {
    const { key } = await subject.files.put('logos', 'png', Buffer.from('x'));
    for (const bad of ['../secret.png', 'logos/../../secret.png', `${key}/..`, `${key.slice(0, -4)}.txt`, ''])
      expect(await subject.files.open(bad), bad).toBeNull();
    expect(await subject.files.stat('../x.png')).toBeNull();
    await subject.files.delete('../secret.png');
    expect(await subject.files.stat(key)).not.toBeNull();
    await expect(subject.files.put('../outside', 'png', Buffer.from('x'))).rejects.toThrow(
      'invalid upload folder',
    );
  });
});
