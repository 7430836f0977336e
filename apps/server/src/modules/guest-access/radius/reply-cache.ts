/** How long one generation of replies is kept: a reply stays between one and two generations (15–30 s). */
const GENERATION_MS = 15_000;
/** Replies in one generation at most: a flood of distinct packets starts the next generation sooner. */
const MAX_PER_GENERATION = 50_000;

/** A settled reply as a one-byte string (one small heap object), or the answer still being worked out. */
type Kept = string | Promise<Buffer | null>;

/**
 * Replies by request (source address and port, identifier, authenticator) for 15–30 s (RFC 5080 §2.2.2): a
 * box that re-sends a packet because our answer was lost gets the same answer again, and the packet is not
 * handled twice (no second login, no second write). A request still being handled shares its answer with
 * its re-sends.
 *
 * Every reply outlives several young-generation collections, so what an entry costs is copied twice by the
 * collector; at a few thousand packets a second that copying was the RADIUS tail (decision 042). An entry is
 * therefore two flat strings in a Map: no expiry record per entry (whole generations are dropped instead),
 * no Buffer (its backing store and wrapper objects), no promise once settled.
 */
export function createReplyCache({
  generationMs = GENERATION_MS,
  maxPerGeneration = MAX_PER_GENERATION,
  now = Date.now,
}: { generationMs?: number; maxPerGeneration?: number; now?: () => number } = {}) {
  let current = new Map<string, Kept>();
  let previous = new Map<string, Kept>();
  let started = now();

  const nextGeneration = (at: number) => {
    previous = current;
    current = new Map();
    started = at;
  };

  return {
    answer(key: string, handle: () => Promise<Buffer | null>): Promise<Buffer | null> {
      const at = now();
      if (at - started >= generationMs || current.size >= maxPerGeneration) nextGeneration(at);
      const hit = current.get(key) ?? previous.get(key);
      if (typeof hit === 'string') return Promise.resolve(Buffer.from(hit, 'latin1'));
      if (hit) return hit;
      const generation = current;
      const reply = handle();
      generation.set(key, reply);
      // A packet that got no answer (dropped, or failed) is not remembered: a re-send is checked again.
      reply.then(
        (value) => {
          if (value === null) generation.delete(key);
          else generation.set(key, value.toString('latin1'));
        },
        () => generation.delete(key),
      );
      return reply;
    },
  };
}
export type ReplyCache = ReturnType<typeof createReplyCache>;

const KEY_HEAD = 2 + 19;
const scratch = Buffer.allocUnsafeSlow(KEY_HEAD + 64);

/**
 * The request's key as one flat string: source port, then identifier, length and authenticator (bytes
 * 1–19 of the packet), then the source address. Written through a scratch buffer so the key is a single
 * string object, not a chain of concatenated pieces.
 */
export function requestKey(address: string, port: number, packet: Buffer): string {
  scratch.writeUInt16BE(port, 0);
  scratch.fill(0, 2, KEY_HEAD); // a datagram shorter than a header leaves no bytes of the last key behind
  if (packet.length > 1) packet.copy(scratch, 2, 1, Math.min(20, packet.length));
  const written = scratch.write(address.slice(0, 64), KEY_HEAD, 'latin1');
  return scratch.toString('latin1', 0, KEY_HEAD + written);
}
