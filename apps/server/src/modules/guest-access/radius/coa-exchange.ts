import { type Socket, createSocket } from 'node:dgram';
import { isIPv6 } from 'node:net';
import radius from 'radius';

const COA_ACK = 44;
const COA_NAK = 45;
/** RADIUS identifiers are one octet: at most 256 requests to one box may wait for an answer at once. */
const IDENTIFIERS = 256;

export type CoaOutcome = 'acknowledged' | 'refused' | 'unanswered';

/** One CoA-Request to send: the box's address and secret, and its packet for a given identifier. */
export type CoaRequest = { address: string; secret: string; packet: (identifier: number) => Buffer };

/** A v4-mapped address (::ffff:10.0.0.1, as a dual-stack socket reports it) is the IPv4 one. */
const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * Sends CoA-Requests (RFC 5176) to the boxes' `port` and waits for each answer: CoA-ACK, CoA-NAK, or none
 * within `timeoutMs` (sent once more halfway, RFC 5176 §2.3 leaves retransmission to the sender as in RFC
 * 2865). One socket per address family for every box at once, so the wait is about `timeoutMs` however many
 * boxes there are; only answers from the box asked, whose Response Authenticator holds with its secret,
 * count. Answers in the order of `requests`.
 */
export async function exchangeCoa(
  requests: readonly CoaRequest[],
  port: number,
  timeoutMs: number,
): Promise<CoaOutcome[]> {
  const outcomes: CoaOutcome[] = requests.map(() => 'unanswered');
  if (requests.length === 0) return outcomes;
  const sockets = new Map<'udp4' | 'udp6', Socket>();
  type Waiting = { index: number; packet: Buffer; secret: string; address: string };
  const waiting = new Map<string, Waiting>();
  let allAnswered: (() => void) | null = null;
  // Waits `ms`, or less once every request of the round is answered.
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (waiting.size === 0) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        allAnswered = null;
        resolve();
      }
      allAnswered = done;
    });
  const socketFor = (address: string) => {
    const kind = isIPv6(address) ? 'udp6' : 'udp4';
    let socket = sockets.get(kind);
    if (!socket) {
      socket = createSocket(kind);
      // An unreachable box is an unanswered request, not an error.
      socket.on('error', () => undefined);
      socket.on('message', (message, from) => {
        const key = `${plainAddress(from.address)}|${message[1]}`;
        const entry = waiting.get(key);
        if (!entry || (message[0] !== COA_ACK && message[0] !== COA_NAK)) return;
        if (!radius.verify_response({ request: entry.packet, response: message, secret: entry.secret }))
          return;
        outcomes[entry.index] = message[0] === COA_ACK ? 'acknowledged' : 'refused';
        waiting.delete(key);
        if (waiting.size === 0) allAnswered?.();
      });
      sockets.set(kind, socket);
    }
    return socket;
  };
  const send = (entry: Waiting) =>
    new Promise<void>((resolve) =>
      socketFor(entry.address).send(entry.packet, port, entry.address, () => resolve()),
    );
  // Requests of each box in rounds of 256: a round's identifiers are unique per box.
  const byBox = new Map<string, number[]>();
  requests.forEach((request, index) => {
    const address = plainAddress(request.address);
    byBox.set(address, [...(byBox.get(address) ?? []), index]);
  });
  const rounds = Math.max(...[...byBox.values()].map((list) => Math.ceil(list.length / IDENTIFIERS)));
  try {
    for (let round = 0; round < rounds; round += 1) {
      waiting.clear();
      for (const [address, indexes] of byBox)
        indexes.slice(round * IDENTIFIERS, (round + 1) * IDENTIFIERS).forEach((index, identifier) => {
          const request = requests[index]!;
          const packet = request.packet(identifier);
          waiting.set(`${address}|${identifier}`, { index, packet, secret: request.secret, address });
        });
      await Promise.all([...waiting.values()].map(send));
      await wait(timeoutMs / 2);
      await Promise.all([...waiting.values()].map(send));
      await wait(timeoutMs / 2);
    }
  } finally {
    for (const socket of sockets.values()) socket.close();
  }
  return outcomes;
}
