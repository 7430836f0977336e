import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from '../src/plugins/request-log';
import { createTestContext } from './helpers/app';

type Line = { level: number; msg: string; path?: string; status?: number };
const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };

async function appLoggingTo(lines: Line[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const loggerInstance: FastifyBaseLogger = pino({ level: 'debug' }, stream);
  const app = Fastify({ loggerInstance, disableRequestLogging: true });
  registerRequestLog(app, { slowMs: 100 });
  app.post('/device/heartbeat', async () => ({ ok: true }));
  app.get('/v1/slow', async () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 150)));
  app.get('/v1/broken', async () => {
    throw new Error('boom');
  });
  app.get('/v1/limited', async (_request, reply) => reply.code(429).send({ detail: 'Slow down.' }));
  await app.ready();
  return app;
}

describe('request logging', () => {
  it('logs a heartbeat at debug, a refused call at info, a slow one at warn and a 5xx at error', async () => {
    const lines: Line[] = [];
    const app = await appLoggingTo(lines);
    await app.inject({ method: 'POST', url: '/device/heartbeat' });
    await app.inject({ method: 'GET', url: '/v1/missing?search=someone@example.com' });
    await app.inject({ method: 'GET', url: '/v1/slow' });
    await app.inject({ method: 'GET', url: '/v1/broken' });
    await app.inject({ method: 'GET', url: '/v1/limited' });
    await app.close();
    const requestLines = lines.filter((l) => l.status !== undefined);
    expect(requestLines.map((l) => [l.path, l.status, l.level])).toEqual([
      ['/device/heartbeat', 200, LEVEL.debug],
      ['/v1/missing', 404, LEVEL.info],
      ['/v1/slow', 200, LEVEL.warn],
      ['/v1/broken', 500, LEVEL.error],
      ['/v1/limited', 429, LEVEL.debug],
    ]);
    // One line per request, none of Fastify's own "incoming request" lines, and no query values.
    expect(
      lines.some(
        (l) => l.msg === 'incoming request' || (l.msg === 'request completed' && l.level === LEVEL.info),
      ),
    ).toBe(false);
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });

  it('is what the application uses instead of Fastify logging every request at info', async () => {
    const ctx = await createTestContext();
    try {
      expect(ctx.app.initialConfig.disableRequestLogging).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});
