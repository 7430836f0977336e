import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (payload: string | Buffer, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/jwt/create/',
    headers: { 'content-type': contentType },
    payload,
  });

describe('bad input gets a clear 4xx, never a 500', () => {
  it('malformed JSON', async () => {
    const res = await login('{"phone": "a@b.c", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed JSON in request body.' });
  });

  it('a body that is not an object', async () => {
    const res = await login('[1,2,3]');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toBeTypeOf('object');
    expect(JSON.stringify(res.json())).not.toMatch(/at .*\.ts/);
  });

  it('a 10 MB body', async () => {
    const res = await login(JSON.stringify({ phone: 'x'.repeat(10 * 1024 * 1024), password: 'y' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large.' });
  });

  it('an unsupported content type', async () => {
    const res = await login('<phone>a</phone>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('detail');
  });

  it('unknown routes under the API', async () => {
    for (const url of ['/v1/nothing-here/', '/api/nothing', '/media/nope.png']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('a wrong method on a known path', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/v1/auth/jwt/create/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('detail');
  });
});

describe('OpenAPI', () => {
  it('is generated from the contract and served as JSON and as a page', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/auth/jwt/create/',
        '/v1/2fa/verify/',
        '/v1/auth/users/me/',
        '/v1/partners/{id}/general-analytics/',
      ]),
    );
    expect(
      doc.paths['/v1/auth/jwt/create/'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('phone');
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('reports health', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: expect.stringMatching(/pglite|postgres/) });
  });
});
