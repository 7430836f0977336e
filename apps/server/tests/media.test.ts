import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /media/* (files from the file store)', () => {
  it('serves a stored file with its type', async () => {
    const { url } = await ctx.app.deps.files.put('profile_pics', 'png', Buffer.from('png bytes'));
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toBe('png bytes');
  });

  it('serves ranges of public files, cached for good (a key never changes)', async () => {
    const { url } = await ctx.app.deps.files.put('logos', 'png', Buffer.from('0123456789'));
    const res = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=-4' } });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('6789');
    expect(res.headers['content-range']).toBe('bytes 6-9/10');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves a private folder at /media/, even with a valid key', async () => {
    const { key } = await ctx.app.deps.files.put('offline_files', 'png', Buffer.from('private'));
    expect((await get(`/media/${key}`)).statusCode).toBe(404);
  });

  it('answers 404 for anything but a key of the store, never a file beside it', async () => {
    writeFileSync(join(ctx.config.dataDir, 'secret.png'), 'secret');
    for (const url of [
      '/media/../secret.png',
      '/media/..%2fsecret.png',
      '/media/profile_pics/..%2F..%2Fsecret.png',
      '/media/%2e%2e/secret.png',
      '/media/profile_pics/missing0000000.png',
      '/media/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret');
    }
  });
});
