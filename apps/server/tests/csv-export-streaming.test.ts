import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_CHUNK_ROWS } from '../src/lib/csv-export/keyset-chunks';
import { csvExportStream } from '../src/lib/csv-export/send-csv-export';
import {
  voucherExportColumns,
  voucherExportQuery,
} from '../src/modules/guest-access/vouchers/export/voucher-export';
import { type TestContext, createTestContext } from './helpers/app';
import { voucherWorld } from './helpers/voucher-world';

/**
 * The exports stream (decision 051): 50,000 vouchers leave in chunks of EXPORT_CHUNK_ROWS read as the
 * client takes them. Each test would fail if the stream were replaced by reading every row first: the
 * chunks would not be counted, a paused reader would not hold the reading back, a reader that leaves
 * would not stop it, and the heap would hold the whole result. (Over loopback the kernel's socket buffers
 * take a few megabytes, the whole of this file: the reader is held back on the stream the route sends.)
 */
const ROWS = 50_000;
const CHANNEL = 'ared:csv-export:chunk';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;
let origin: string;
let chunks: number[] = [];
const onChunk = (message: unknown) => chunks.push((message as { rows: number }).rows);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await voucherWorld(ctx);
  // One statement: every row shares created_at, so the keyset's id tie-break is what pages them.
  await ctx.db.execute(sql`
    insert into vouchers (partner_id, code, duration_seconds, expiry_date)
    select ${world.mine.partner.id}, 'S' || lpad(g::text, 7, '0'), 3600, now() + interval '1 day'
    from generate_series(1, ${ROWS}) g`);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  subscribe(CHANNEL, onChunk);
}, 120_000);
afterAll(async () => {
  unsubscribe(CHANNEL, onChunk);
  ctx?.app.server.closeAllConnections();
  await ctx?.close();
});
beforeEach(() => {
  chunks = [];
});

const exportUrl = () => `${origin}/radius/${world.mine.partner.slug}/admin/vouchers/export`;
const open = () => fetch(exportUrl(), { headers: { authorization: `Bearer ${world.mine.tokens.access}` } });
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
/** The heap still in use after a full collection. */
const retainedHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a 50,000-row export', () => {
  it('sends every row once, read in chunks of at most EXPORT_CHUNK_ROWS, the retained heap kept flat', async () => {
    const retainedBefore = retainedHeap();
    let retainedPeak = retainedBefore;
    const res = await open();
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let lines = 0;
    let previous = '~';
    let ordered = true;
    let rest = '';
    let received = 0;
    let nextCheck = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parts = (rest + decoder.decode(value, { stream: true })).split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        lines += 1;
        if (lines === 1) continue;
        // Every row once: the codes (S0000001…S0050000, one statement) come strictly down, newest id first.
        const code = line.slice(0, line.indexOf(','));
        ordered &&= code < previous;
        previous = code;
      }
      received += value.byteLength;
      // What the process still holds after a collection, about every megabyte while the file flows.
      if (received >= nextCheck) {
        retainedPeak = Math.max(retainedPeak, retainedHeap());
        nextCheck = received + 1_000_000;
      }
    }
    expect(lines).toBe(ROWS + 1);
    expect(ordered).toBe(true);
    expect(previous).toBe('S0000001');
    expect(chunks.length).toBeGreaterThanOrEqual(ROWS / EXPORT_CHUNK_ROWS);
    expect(Math.max(...chunks)).toBeLessThanOrEqual(EXPORT_CHUNK_ROWS);
    expect(chunks.reduce((a, b) => a + b, 0)).toBe(ROWS);
    // Chunks in flight, not the 50,000 rows (which, read whole, hold some 30 MB of row objects).
    expect(retainedPeak - retainedBefore).toBeLessThan(20 * 1024 * 1024);
  }, 120_000);

  it('reads no further than its reader takes, and stops reading once the reader leaves', async () => {
    // The stream the route sends, over the same query, read by hand: nothing but its reader holds it back.
    const stop = new AbortController();
    const stream = await csvExportStream(
      {
        columns: voucherExportColumns(new Date()),
        query: voucherExportQuery(ctx.db, world.mine.partner.id, {}),
      },
      stop.signal,
    );
    await new Promise((resolve) => stream.once('readable', resolve));
    stream.read();
    await settle(1000);
    const whilePaused = chunks.length;
    expect(whilePaused).toBeGreaterThan(0);
    expect(whilePaused).toBeLessThanOrEqual(3);
    // Each read takes about one chunk more, not the rest.
    for (let i = 0; i < 5; i += 1) {
      stream.read();
      await settle(200);
    }
    const afterSome = chunks.length;
    expect(afterSome).toBeLessThanOrEqual(whilePaused + 7);
    expect(afterSome).toBeLessThan(ROWS / EXPORT_CHUNK_ROWS);
    // The reader leaves (the route aborts on the reply's close and the pipeline is destroyed).
    stop.abort();
    stream.destroy();
    await settle(1000);
    expect(chunks.length).toBeLessThanOrEqual(afterSome + 1);
  }, 60_000);
});
