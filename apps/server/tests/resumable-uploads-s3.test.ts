import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFinishedUpload, sweepResumableUploads } from '../src/modules/uploads';
import { type TestContext, createTestContext } from './helpers/app';
import { type TestS3Server, startS3Server } from './helpers/s3-server';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

let s3: TestS3Server;
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestContext({
    S3_ENDPOINT: s3.config.endpoint,
    S3_BUCKET: s3.config.bucket,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
  });
  world = await twoPartners(ctx);
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

const TUS = { 'tus-resumable': '1.0.0' };
const CONTENT = Buffer.from('resumable upload assembled in an S3 bucket');

describe('resumable uploads on S3 (s3rver)', () => {
  it('assembles an upload sent in two PATCHes into an object the partner can open', async () => {
    const token = world.mine.tokens.access;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/uploads/',
      headers: {
        ...TUS,
        ...bearer(token),
        'upload-length': String(CONTENT.length),
        'upload-metadata': `filename ${Buffer.from('menu.pdf').toString('base64')}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.headers.location as string).split('/').at(-1)!;
    const patch = (offset: number, bytes: Buffer) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/v1/uploads/${id}`,
        headers: {
          ...TUS,
          ...bearer(token),
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        payload: bytes,
      });
    expect((await patch(0, CONTENT.subarray(0, 12))).statusCode).toBe(204);
    const probe = await ctx.app.inject({
      method: 'HEAD',
      url: `/v1/uploads/${id}`,
      headers: { ...TUS, ...bearer(token) },
    });
    expect(probe.headers['upload-offset']).toBe('12');
    expect(await openFinishedUpload(ctx.app, id, world.mine.partner.id)).toBeNull();
    const rest = await patch(12, CONTENT.subarray(12));
    expect(rest.statusCode, rest.body).toBe(204);

    expect(await openFinishedUpload(ctx.app, id, world.theirs.partner.id)).toBeNull();
    const finished = await openFinishedUpload(ctx.app, id, world.mine.partner.id);
    expect(finished).toMatchObject({ size: CONTENT.length, filename: 'menu.pdf' });
    const chunks: Buffer[] = [];
    for await (const chunk of finished!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(CONTENT.toString());
  });

  it('sweeps the bucket’s uploads once 24 hours old, and none before', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/uploads/',
      headers: { ...TUS, ...bearer(world.mine.tokens.access), 'upload-length': '10' },
    });
    const id = (created.headers.location as string).split('/').at(-1)!;
    expect(await sweepResumableUploads(ctx.app)).toBe(0);
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    // The upload above and the finished one of the first test.
    expect(await sweepResumableUploads(ctx.app, tomorrow)).toBe(2);
    const probe = await ctx.app.inject({
      method: 'HEAD',
      url: `/v1/uploads/${id}`,
      headers: { ...TUS, ...bearer(world.mine.tokens.access) },
    });
    expect(probe.statusCode).toBe(404);
  });
});
