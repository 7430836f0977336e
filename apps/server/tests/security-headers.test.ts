import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../src/plugins/security-headers';
import { type TestContext, createTestContext } from './helpers/app';

const UPGRADE = /upgrade-insecure-requests/;

describe('served over plain HTTP (a LAN deployment by address)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_URL: 'http://192.168.1.10:8080' });
  });
  afterAll(() => ctx.close());

  it('sends no HSTS and no upgrade-insecure-requests, but keeps the rest of the policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/default-src 'self'/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).not.toMatch(UPGRADE);
  });

  it('strips the upgrade from the policy Swagger UI sets itself', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'/);
    expect(String(res.headers['content-security-policy'])).not.toMatch(UPGRADE);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('served over HTTPS', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_URL: 'https://dashboard.example.com' });
  });
  afterAll(() => ctx.close());

  it('sends HSTS and upgrade-insecure-requests when PUBLIC_URL is https (TLS ends at a proxy)', async () => {
    for (const url of ['/api/health', '/api/docs/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toMatch(UPGRADE);
    }
  });

  it('follows request.protocol: a request that came over HTTPS gets them, one over HTTP does not', async () => {
    // trustProxy lets the test say which protocol the request came by, as a trusted proxy would.
    const app = Fastify({ trustProxy: true });
    await registerSecurityHeaders(app, { publicUrl: 'http://localhost:8080' });
    app.get('/', async () => ({ ok: true }));
    const overHttps = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(overHttps.headers['content-security-policy'])).toMatch(UPGRADE);
    const overHttp = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(String(overHttp.headers['content-security-policy'])).not.toMatch(UPGRADE);
    await app.close();
  });

  it("allows the prerendered pages' inline script by its hash, and no other inline script", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { publicUrl: 'http://localhost:8080', scriptHashes: ['sha256-AbC='] });
    app.get('/', async () => ({ ok: true }));
    const policy = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'sha256-AbC='(;|$)/);
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe-inline/);
    await app.close();
  });
});
