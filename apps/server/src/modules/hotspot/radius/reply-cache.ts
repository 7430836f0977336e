const TTL_MS = 30_000;
const MAX_ENTRIES = 100_000;

/**
 * The reply in memory of its own size. The radius library encodes into a 4 KiB buffer and answers a slice of
 * it; kept for 30 s at a few thousand packets a second, those slices held hundreds of megabytes, and the
 * garbage collector's work on them stalled every answer (docs/benchmarks.md, vouchers).
 */
export function ownCopy(reply: Buffer): Buffer {
  if (reply.buffer.byteLength === reply.length) return reply;
  const copy = Buffer.allocUnsafeSlow(reply.length);
  reply.copy(copy);
  return copy;
}

/**
 * Replies by request (source address and port, identifier, authenticator) for 30 s: a box that re-sends a
 * packet because our answer was lost gets the same answer again, and the packet is not handled twice (no
 * second login, no second write). A request still being handled shares its answer with its re-sends.
 */
export function createReplyCache() {
  const entries = new Map<string, { reply: Promise<Buffer | null>; expires: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of entries) {
      if (entry.expires > now && entries.size < MAX_ENTRIES) break;
      entries.delete(key);
    }
  };
  return {
    answer(key: string, handle: () => Promise<Buffer | null>): Promise<Buffer | null> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.reply;
      sweep(now);
      const reply = handle().then((value) => value && ownCopy(value));
      entries.set(key, { reply, expires: now + TTL_MS });
      // A packet that got no answer (dropped) is not remembered: a re-send is checked again.
      void reply.then(
        (value) => value === null && entries.delete(key),
        () => entries.delete(key),
      );
      return reply;
    },
  };
}
export type ReplyCache = ReturnType<typeof createReplyCache>;

export const requestKey = (address: string, port: number, packet: Buffer): string =>
  `${address}|${port}|${packet[1]}|${packet.subarray(4, 20).toString('hex')}`;
