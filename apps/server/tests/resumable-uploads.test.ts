import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardUpload, openFinishedUpload, sweepResumableUploads } from '../src/modules/uploads';
import { type TestContext, createTestContext } from './helpers/app';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

const TUS = { 'tus-resumable': '1.0.0' };
const CONTENT = Buffer.from('0123456789abcdefghijklmnopqrstuv'); // 32 bytes
const b64 = (text: string) => Buffer.from(text).toString('base64');

const create = (token: string, length = CONTENT.length, metadata = `filename ${b64('holiday.mp4')}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/uploads/',
    headers: { ...TUS, ...bearer(token), 'upload-length': String(length), 'upload-metadata': metadata },
  });
const idOf = (location: string | undefined) => location!.split('/').at(-1)!;
const head = (token: string, id: string) =>
  ctx.app.inject({ method: 'HEAD', url: `/v1/uploads/${id}`, headers: { ...TUS, ...bearer(token) } });
const patch = (token: string, id: string, offset: number, bytes: Buffer) =>
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

/** A PATCH over a real connection that sends part of what it announced, then drops. */
const droppedPatch = (token: string, id: string, offset: number, sent: Buffer, announced: number) =>
  new Promise<void>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: `/v1/uploads/${id}`,
      headers: {
        ...TUS,
        ...bearer(token),
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(announced),
      },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(sent, () => setTimeout(() => req.destroy(), 100));
  });

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('resumable uploads (tus 1.0) at /v1/uploads/', () => {
  it('refuses a caller without a token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/uploads/',
      headers: { ...TUS, 'upload-length': '10' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('resumes after a dropped connection from the offset HEAD gives, and the finished upload opens', async () => {
    const token = world.mine.tokens.access;
    const created = await create(token);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers.location).toMatch(/^\/v1\/uploads\/[\w-]{24}$/);
    const id = idOf(created.headers.location as string);

    const first = await patch(token, id, 0, CONTENT.subarray(0, 10));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe('10');

    // The second chunk is cut: 6 of its 22 bytes arrive, then the connection drops.
    await droppedPatch(token, id, 10, CONTENT.subarray(10, 16), 22);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const probe = await head(token, id);
    expect(probe.statusCode).toBe(200);
    const offset = Number(probe.headers['upload-offset']);
    expect(offset).toBeGreaterThanOrEqual(10);
    expect(offset).toBeLessThanOrEqual(16);
    expect(probe.headers['upload-length']).toBe(String(CONTENT.length));
    expect(await openFinishedUpload(ctx.app, id, world.mine.partner.id)).toBeNull();

    const rest = await patch(token, id, offset, CONTENT.subarray(offset));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(CONTENT.length));

    const finished = await openFinishedUpload(ctx.app, id, world.mine.partner.id);
    expect(finished).toMatchObject({ size: CONTENT.length, filename: 'holiday.mp4' });
    expect((await readAll(finished!.stream)).equals(CONTENT)).toBe(true);

    await discardUpload(ctx.app, id);
    expect(await openFinishedUpload(ctx.app, id, world.mine.partner.id)).toBeNull();
    expect((await head(token, id)).statusCode).toBe(404);
  });

  it("answers 404 to another partner's upload id, and never opens it for them", async () => {
    const created = await create(world.mine.tokens.access);
    const id = idOf(created.headers.location as string);
    await patch(world.mine.tokens.access, id, 0, CONTENT);
    const theirs = world.theirs.tokens.access;
    expect((await head(theirs, id)).statusCode).toBe(404);
    expect((await patch(theirs, id, CONTENT.length, Buffer.from('x'))).statusCode).toBe(404);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/uploads/${id}`,
      headers: { ...TUS, ...bearer(theirs) },
    });
    expect(deleted.statusCode).toBe(404);
    expect(await openFinishedUpload(ctx.app, id, world.theirs.partner.id)).toBeNull();
    expect(await openFinishedUpload(ctx.app, id, world.mine.partner.id)).not.toBeNull();
  });

  it('keeps the upload the caller’s partner’s whatever the client’s metadata says', async () => {
    const claim = `filename ${b64('a.mp4')},ared_partner ${b64(String(world.theirs.partner.id))}`;
    const created = await create(world.mine.tokens.access, 4, claim);
    expect(created.statusCode).toBe(201);
    const id = idOf(created.headers.location as string);
    await patch(world.mine.tokens.access, id, 0, Buffer.from('abcd'));
    expect(await openFinishedUpload(ctx.app, id, world.theirs.partner.id)).toBeNull();
    expect(await openFinishedUpload(ctx.app, id, world.mine.partner.id)).not.toBeNull();
  });

  it('refuses an upload larger than the largest media limit (2 GB)', async () => {
    const res = await create(world.mine.tokens.access, 2 * 1024 ** 3 + 1);
    expect(res.statusCode).toBe(413);
  });

  it('answers 404 to ids that are not upload ids (paths included)', async () => {
    for (const id of ['..%2F..%2Fjwt-secret', 'short', 'a'.repeat(80)])
      expect((await head(world.mine.tokens.access, id)).statusCode, id).toBe(404);
  });

  it('sweeps uploads 24 hours old, unfinished or never claimed, and keeps newer ones', async () => {
    const token = world.mine.tokens.access;
    const unfinished = idOf((await create(token)).headers.location as string);
    const unclaimed = idOf((await create(token)).headers.location as string);
    await patch(token, unclaimed, 0, CONTENT);
    const recent = idOf((await create(token)).headers.location as string);
    for (const id of [unfinished, unclaimed]) {
      const record = join(ctx.config.dataDir, 'resumable', `${id}.json`);
      const info = JSON.parse(readFileSync(record, 'utf8')) as { creation_date: string };
      info.creation_date = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
      writeFileSync(record, JSON.stringify(info));
    }
    expect(await sweepResumableUploads(ctx.app)).toBe(2);
    expect((await head(token, unfinished)).statusCode).toBe(404);
    expect((await head(token, unclaimed)).statusCode).toBe(404);
    expect((await head(token, recent)).statusCode).toBe(200);
  });
});
