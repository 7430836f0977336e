import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../src/lib/local-file-store';
import { THUMBNAIL_FAILED, imageThumbnail } from '../src/lib/thumbnails';
import { bitonalPng, samplePng } from './helpers/sample-files';

const sandbox = mkdtempSync(join(tmpdir(), 'ared-thumbs-'));
const files = createLocalFileStore(join(sandbox, 'uploads'));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

const thumbnails = () => {
  try {
    return readdirSync(join(sandbox, 'uploads', 'thumbnails'));
  } catch {
    return [];
  }
};

const readStored = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of (await files.open(key))!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('imageThumbnail', () => {
  it('makes a WebP of at most 320 px on the long side, keeping the proportions', async () => {
    const { key } = await files.put('offline_files', 'png', samplePng(1000, 500));
    const thumbnail = await imageThumbnail(files, key);
    expect(thumbnail.key).toMatch(/^thumbnails\/[\w-]+\.webp$/);
    const meta = await sharp(await readStored(thumbnail.key)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 160 });
  });

  it('never enlarges a small image', async () => {
    const { key } = await files.put('offline_files', 'png', samplePng(40, 30));
    const meta = await sharp(await readStored((await imageThumbnail(files, key)).key)).metadata();
    expect(meta).toMatchObject({ width: 40, height: 30 });
  });

  it('refuses a decompression bomb (a small file of 100 megapixels) with 400 and stores nothing', async () => {
    const before = thumbnails();
    const bomb = bitonalPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100_000);
    const { key } = await files.put('offline_files', 'png', bomb);
    await expect(imageThumbnail(files, key)).rejects.toMatchObject({
      statusCode: 400,
      detail: THUMBNAIL_FAILED,
    });
    expect(thumbnails()).toEqual(before);
  });

  it('refuses content that is not an image', async () => {
    const { key } = await files.put('offline_files', 'png', Buffer.from('not an image at all'));
    await expect(imageThumbnail(files, key)).rejects.toMatchObject({ statusCode: 400 });
  });
});
