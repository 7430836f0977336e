import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from '../src/plugins/request-log';
import { createTestContext } from './helpers/app';

type Line = { level: number; msg: string; path?: string; status?: number };
const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };

/** A debug-level logger whose lines the test reads. */
function capturingLogger(): { logger: FastifyBaseLogger; lines: Line[] } {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

const requestLines = (lines: Line[]) => lines.filter((l) => l.status !== undefined);

describe('request logging', () => {
  it('logs a success at debug, a refused call at info, a slow one at warn, a 5xx at error, a 429 at debug', async () => {
    const { logger, lines } = capturingLogger();
    const app = Fastify({ loggerInstance: logger, logController: new RequestLogController(1500) });
    app.post('/device/heartbeat', async () => ({ ok: true }));
    app.get('/v1/slow', async () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 1600)));
    app.get('/v1/broken', async () => {
      throw new Error('boom');
    });
    app.get('/v1/limited', async (_request, reply) => reply.code(429).send({ detail: 'Slow down.' }));
    await app.inject({ method: 'POST', url: '/device/heartbeat' });
    await app.inject({ method: 'GET', url: '/v1/missing?search=someone@example.com' });
    await app.inject({ method: 'GET', url: '/v1/slow' });
    await app.inject({ method: 'GET', url: '/v1/broken' });
    await app.inject({ method: 'GET', url: '/v1/limited' });
    await app.close();
    expect(requestLines(lines).map((l) => [l.path, l.status, l.level])).toEqual([
      ['/device/heartbeat', 200, LEVEL.debug],
      ['/v1/missing', 404, LEVEL.info],
      ['/v1/slow', 200, LEVEL.warn],
      ['/v1/broken', 500, LEVEL.error],
      ['/v1/limited', 429, LEVEL.debug],
    ]);
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });

  it('is how the application logs: a heartbeat is one debug line, nothing at info', async () => {
    const { logger, lines } = capturingLogger();
    const ctx = await createTestContext({}, { loggerInstance: logger });
    try {
      await ctx.app.inject({ method: 'POST', url: '/device/heartbeat', payload: {} });
      await ctx.app.inject({ method: 'GET', url: '/api/health' });
      const lineOf = (path: string) => requestLines(lines).filter((l) => l.path === path);
      // Without a device key the heartbeat is refused: that is worth an info line.
      expect(lineOf('/device/heartbeat').map((l) => [l.status, l.level])).toEqual([[401, LEVEL.info]]);
      expect(lineOf('/api/health').map((l) => [l.status, l.level])).toEqual([[200, LEVEL.debug]]);
      expect(lines.filter((l) => l.level >= LEVEL.info && l.msg !== 'request refused')).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
