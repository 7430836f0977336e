import { createSocket, type Socket } from 'node:dgram';

/** Who answered a packet: the box's first RADIUS server, its second after the first timed out, or neither. */
export type NasAnswer = { by: 'first' | 'second' | 'none'; code: number | null; ms: number };

/**
 * A box's RADIUS client as a NAS does it (every NAS takes two servers): a packet goes to the first server
 * and, when no answer comes within `timeoutMs`, the same packet (same identifier and authenticator, a
 * retransmission) goes to the second. One packet in flight at a time, as one guest's login is.
 */
export async function createNasClient(servers: [number, number], timeoutMs = 1000, host = '127.0.0.1') {
  const socket: Socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  // A server's port closed (its replica killed) comes back as ICMP: an error here, a timeout to the box.
  socket.on('error', () => undefined);
  let waiting: { identifier: number; resolve: (reply: Buffer) => void } | null = null;
  socket.on('message', (message) => {
    if (waiting && message[1] === waiting.identifier) waiting.resolve(message);
  });
  const ask = (packet: Buffer, port: number) =>
    new Promise<Buffer | null>((resolve) => {
      const timer = setTimeout(() => {
        waiting = null;
        resolve(null);
      }, timeoutMs);
      waiting = {
        identifier: packet[1]!,
        resolve: (reply) => {
          clearTimeout(timer);
          waiting = null;
          resolve(reply);
        },
      };
      socket.send(packet, port, host);
    });
  return {
    send: async (packet: Buffer): Promise<NasAnswer> => {
      const started = performance.now();
      const first = await ask(packet, servers[0]);
      if (first) return { by: 'first', code: first[0]!, ms: performance.now() - started };
      const second = await ask(packet, servers[1]);
      return { by: second ? 'second' : 'none', code: second?.[0] ?? null, ms: performance.now() - started };
    },
    close: () => socket.close(),
  };
}
