import { randomBytes } from 'node:crypto';
import radius from 'radius';
import { benchCode } from './seed';

/** One box of the bench partner: the NAS-Identifier it sends and the secret it signs with. */
export type BenchBox = { serial: string; secret: string };

/** Guest `device` (0, 1, …) of voucher i: a multi-user voucher takes each new device as a new claim. */
const mac = (i: number, device = 0) =>
  [0x02, 0xbe, (i >> 16) & 0xff, (i >> 8) & 0xff, i & 0xff, 0x01 + device]
    .map((b) => b.toString(16).padStart(2, '0').toUpperCase())
    .join('-');

/**
 * `count` Access-Requests as a box sends them for a guest who types a code (PAP, with the
 * Message-Authenticator the server requires), each from the voucher pool's next code and a guest MAC of its
 * own voucher, so every one is due an Access-Accept. Identifiers follow the sending order (k mod 256). A
 * new `device` number makes a line whose first pass over the pool claims each voucher for one more device.
 */
export function accessRequests(boxes: BenchBox[], pool: number, count: number, device = 0): Buffer[] {
  return Array.from({ length: count }, (_, k) => {
    const voucher = k % pool;
    const box = boxes[k % boxes.length]!;
    const code = benchCode(voucher);
    return radius.encode({
      code: 'Access-Request',
      secret: box.secret,
      identifier: k % 256,
      add_message_authenticator: true,
      attributes: [
        ['NAS-Identifier', box.serial],
        ['User-Name', code],
        ['User-Password', code],
        ['Calling-Station-Id', mac(voucher, device)],
        ['Framed-IP-Address', `10.${(voucher >> 16) & 0xff}.${(voucher >> 8) & 0xff}.${voucher & 0xff}`],
        ['NAS-Port-Type', 'Wireless-802.11'],
      ],
    });
  });
}

/** A session of the accounting lines: which box, whose code, and its Acct-Session-Id. */
type BenchSession = { box: BenchBox; voucher: number; id: string };

export function benchSessions(boxes: BenchBox[], pool: number, count: number): BenchSession[] {
  const run = randomBytes(3).toString('hex');
  return Array.from({ length: count }, (_, i) => ({
    box: boxes[i % boxes.length]!,
    voucher: i % pool,
    id: `${run}-${i}`,
  }));
}

/**
 * Accounting-Requests: a Start for each session first (`starts`), then Interim-Updates cycling through the
 * sessions with growing counters, as boxes send them every interval.
 */
export function accountingRequests(
  sessions: BenchSession[],
  kind: 'Start' | 'Interim-Update' | 'Stop',
  count: number,
  /** Every other packet carries counters at 2^32 − 1 (Gigawords, Acct-Session-Time): a box gone wrong. */
  poisoned = false,
): Buffer[] {
  return Array.from({ length: count }, (_, k) => {
    const session = sessions[k % sessions.length]!;
    const round = Math.floor(k / sessions.length) + 1;
    const code = benchCode(session.voucher);
    const poison = poisoned && k % 2 === 1;
    return radius.encode({
      code: 'Accounting-Request',
      secret: session.box.secret,
      identifier: k % 256,
      attributes: [
        ['NAS-Identifier', session.box.serial],
        ['Acct-Status-Type', kind],
        ['Acct-Session-Id', session.id],
        ['User-Name', code],
        ['Calling-Station-Id', mac(session.voucher)],
        [
          'Framed-IP-Address',
          `10.${(session.voucher >> 16) & 0xff}.${(session.voucher >> 8) & 0xff}.${session.voucher & 0xff}`,
        ],
        ['Acct-Session-Time', poison ? 4_294_967_295 : kind === 'Start' ? 0 : round * 60],
        ['Acct-Input-Octets', kind === 'Start' ? 0 : round * 150_000],
        ['Acct-Output-Octets', kind === 'Start' ? 0 : round * 900_000],
        ...(kind === 'Stop' ? ([['Acct-Terminate-Cause', 'User-Request']] as [string, string][]) : []),
        ...(poison
          ? ([
              ['Acct-Input-Gigawords', 4_294_967_295],
              ['Acct-Output-Gigawords', 4_294_967_295],
            ] as [string, number][])
          : []),
      ],
    });
  });
}
