import radius from 'radius';
import { describe, expect, it } from 'vitest';
import { createReplyCache, requestKey } from '../src/modules/guest-access/radius/reply-cache';

/**
 * The duplicate cache (RFC 5080 §2.2.2): a re-sent request gets the answer already given, and is not handled
 * twice. Entries are kept by generation (decision 042), so the tests drive the clock.
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

  const counting = (reply: () => Buffer | null) => {
    const handler = async () => {
      handler.calls += 1;
      return reply();
    };
    handler.calls = 0;
    return handler;
  };

  it('answers a re-sent request with the same bytes without handling it again, pending or settled', async () => {
    const cache = createReplyCache();
    const reply = encoded();
    const handle = counting(() => reply);
    const [first, whilePending] = await Promise.all([cache.answer('k1', handle), cache.answer('k1', handle)]);
    const settled = await cache.answer('k1', handle);
    expect(handle.calls).toBe(1);
    for (const answer of [first, whilePending, settled]) expect(answer!.equals(reply)).toBe(true);
  });

  it('does not remember a dropped or failed request: a re-send is handled again', async () => {
    const cache = createReplyCache();
    const drop = counting(() => null);
    expect(await cache.answer('k2', drop)).toBeNull();
    await new Promise((r) => setImmediate(r));
    expect(await cache.answer('k2', drop)).toBeNull();
    expect(drop.calls).toBe(2);

    let fails = 0;
    const fail = async (): Promise<Buffer | null> => {
      fails += 1;
      throw new Error('database down');
    };
    await expect(cache.answer('k3', fail)).rejects.toThrow('database down');
    await new Promise((r) => setImmediate(r));
    await expect(cache.answer('k3', fail)).rejects.toThrow('database down');
    expect(fails).toBe(2);
  });

  it('keeps a reply for at least one generation and forgets it after two', async () => {
    let now = 1_000_000;
    const cache = createReplyCache({ generationMs: 15_000, now: () => now });
    const handle = counting(() => encoded());
    await cache.answer('k4', handle);
    now += 14_999;
    await cache.answer('k4', handle);
    now += 1; // a new generation starts; the reply is in the previous one
    await cache.answer('k4', handle);
    expect(handle.calls).toBe(1);
    now += 15_000; // the generation that held it is dropped
    await cache.answer('k4', handle);
    expect(handle.calls).toBe(2);
  });

  it('a flood of distinct requests starts new generations instead of growing without bound', async () => {
    const cache = createReplyCache({ generationMs: 60_000, maxPerGeneration: 3, now: () => 0 });
    const handle = counting(() => encoded());
    for (let i = 0; i < 10; i += 1) await cache.answer(`flood-${i}`, handle);
    expect(handle.calls).toBe(10);
    // Only the last two generations are kept: the newest requests still answer from the cache.
    await cache.answer('flood-9', handle);
    expect(handle.calls).toBe(10);
    await cache.answer('flood-0', handle);
    expect(handle.calls).toBe(11);
  });

  describe('requestKey', () => {
    const packet = (identifier: number, fill: number) => {
      const p = Buffer.alloc(40, fill);
      p[0] = 1;
      p[1] = identifier;
      p.writeUInt16BE(40, 2);
      return p;
    };

    it('is the same for a re-sent packet and differs by address, port, identifier and authenticator', () => {
      const key = requestKey('10.0.0.1', 1812, packet(7, 1));
      expect(requestKey('10.0.0.1', 1812, packet(7, 1))).toBe(key);
      const others = [
        requestKey('10.0.0.2', 1812, packet(7, 1)),
        requestKey('10.0.0.1', 1813, packet(7, 1)),
        requestKey('10.0.0.1', 1812, packet(8, 1)),
        requestKey('10.0.0.1', 1812, packet(7, 2)),
        requestKey('2001:db8::1', 1812, packet(7, 1)),
      ];
      expect(new Set([key, ...others]).size).toBe(6);
    });

    it('a datagram shorter than a header, even empty, has a key that carries nothing of the previous one', () => {
      for (const short of [Buffer.alloc(0), Buffer.from([1]), Buffer.from([1, 9, 0])]) {
        const fresh = requestKey('10.0.0.1', 1812, short);
        requestKey('10.0.0.1', 1812, packet(7, 0xff));
        expect(requestKey('10.0.0.1', 1812, short)).toBe(fresh);
      }
    });
  });
});
