import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFinishedUpload } from '../src/modules/uploads';
import { type TestContext, createTestContext } from './helpers/app';
import { twoPartners } from './helpers/world';

// The web app's own tus client (tus-js-client 4.3.1, as apps/web uses it) against the real server on a
// loopback port: a client nobody here wrote, so both halves cannot share one misreading of the protocol.

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let endpoint: string;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  endpoint = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/v1/uploads/`;
});
afterAll(() => ctx.close());

const CHUNK = 64 * 1024;
const CONTENT = randomBytes(5 * CHUNK + 123);

/** `uploadUrl` alone resumes only: without an endpoint the client may not start a new upload instead. */
type Options = { token: string; uploadUrl?: string; resumeOnly?: boolean; stopAfterChunks?: number };

/** Runs one tus-js-client upload; resolves with its URL and whether it finished (or was stopped). */
function send(content: Buffer, { token, uploadUrl, resumeOnly = false, stopAfterChunks }: Options) {
  return new Promise<{ url: string; finished: boolean }>((resolve, reject) => {
    let chunks = 0;
    const upload: Upload = new Upload(content, {
      endpoint: resumeOnly ? null : endpoint,
      uploadUrl: uploadUrl ?? null,
      chunkSize: CHUNK,
      retryDelays: null,
      headers: { authorization: `Bearer ${token}` },
      metadata: { filename: 'holiday.mp4', filetype: 'video/mp4' },
      onChunkComplete: () => {
        chunks += 1;
        if (chunks === stopAfterChunks)
          void upload.abort().then(() => resolve({ url: upload.url!, finished: false }));
      },
      onSuccess: () => resolve({ url: upload.url!, finished: true }),
      onError: reject,
    });
    upload.start();
  });
}

const idOf = (url: string) => url.split('/').at(-1)!;

async function contentOf(id: string, partnerId: number): Promise<Buffer | null> {
  const finished = await openFinishedUpload(ctx.app, id, partnerId);
  if (!finished) return null;
  const parts: Buffer[] = [];
  for await (const part of finished.stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('resumable uploads with tus-js-client', () => {
  it('uploads in several chunks into a finished upload of the partner, byte for byte', async () => {
    const { url, finished } = await send(CONTENT, { token: world.mine.tokens.access });
    expect(finished).toBe(true);
    expect((await contentOf(idOf(url), world.mine.partner.id))?.equals(CONTENT)).toBe(true);
    expect(await contentOf(idOf(url), world.theirs.partner.id)).toBeNull();
  });

  it('resumes a dropped upload from the offset the server kept', async () => {
    const token = world.mine.tokens.access;
    const stopped = await send(CONTENT, { token, stopAfterChunks: 2 });
    expect(stopped.finished).toBe(false);
    expect(await contentOf(idOf(stopped.url), world.mine.partner.id)).toBeNull();
    const resumed = await send(CONTENT, { token, uploadUrl: stopped.url });
    expect(resumed).toEqual({ url: stopped.url, finished: true });
    expect((await contentOf(idOf(stopped.url), world.mine.partner.id))?.equals(CONTENT)).toBe(true);
  });

  it("cannot resume another partner's upload: the client fails and the upload stays unfinished", async () => {
    const stopped = await send(CONTENT, { token: world.mine.tokens.access, stopAfterChunks: 1 });
    await expect(
      send(CONTENT, { token: world.theirs.tokens.access, uploadUrl: stopped.url, resumeOnly: true }),
    ).rejects.toThrow(/404/);
    expect(await contentOf(idOf(stopped.url), world.mine.partner.id)).toBeNull();
  });
});
