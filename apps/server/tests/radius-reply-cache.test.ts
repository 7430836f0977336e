import radius from 'radius';
import { describe, expect, it } from 'vitest';
import { createReplyCache, ownCopy } from '../src/modules/hotspot/radius/reply-cache';

/**
 * The duplicate cache keeps each reply for 30 s, a few thousand a second at peak: what it keeps must be the
 * reply's own bytes, not the radius library's 4 KiB encoding buffer behind it (the memory and GC stalls
 * that put the bench's Access-Request p99 over budget).
 */
describe('RADIUS reply cache', () => {
  const encoded = () =>
    radius.encode_response({
      packet: {
        code: 'Access-Request',
        identifier: 7,
        length: 20,
        authenticator: Buffer.alloc(16, 1),
        attributes: {},
        raw_attributes: [],
      },
      code: 'Access-Accept',
      secret: 'secret',
      attributes: [['Session-Timeout', 3600]],
    });

  it('the library answers a slice of a larger buffer (why the cache copies)', () => {
    const reply = encoded();
    expect(reply.buffer.byteLength).toBeGreaterThan(reply.length);
  });

  it('keeps a reply in memory of its own size, byte for byte the same', async () => {
    const reply = encoded();
    const cache = createReplyCache();
    const kept = await cache.answer('box|1|7|aa', async () => reply);
    expect(kept).not.toBeNull();
    expect(kept!.buffer.byteLength).toBe(reply.length);
    expect(kept!.equals(reply)).toBe(true);
    expect(ownCopy(kept!)).toBe(kept);
  });

  it('answers a re-sent request from the cache without handling it again; a dropped one is handled again', async () => {
    const cache = createReplyCache();
    let handled = 0;
    const handle = async () => {
      handled += 1;
      return encoded();
    };
    const first = await cache.answer('box|1|7|aa', handle);
    expect(await cache.answer('box|1|7|aa', handle)).toBe(first);
    expect(handled).toBe(1);

    let dropped = 0;
    const drop = async () => {
      dropped += 1;
      return null;
    };
    expect(await cache.answer('box|1|8|bb', drop)).toBeNull();
    await new Promise((r) => setImmediate(r));
    expect(await cache.answer('box|1|8|bb', drop)).toBeNull();
    expect(dropped).toBe(2);
  });
});
