import { createSocket } from 'node:dgram';
import { isIPv6 } from 'node:net';
import { randomInt } from 'node:crypto';
import radius from 'radius';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../types';
import { loadRadiusDictionaries } from './radius/dictionary-wispr';
import { openBoxSecrets } from './box-secrets';

/**
 * Ending guests' sessions on their boxes: a Disconnect-Request (RFC 5176) to each session's box, at its last
 * known address and `RADIUS_COA_PORT`. The dashboard marks the sessions disconnected whatever the boxes
 * answer, so this never waits for them and never throws.
 */
export type DisconnectTarget = {
  routerId: number;
  /** The box's last known address (from its accounting packets); no request without one. */
  nasAddress: string | null;
  acctSessionId: string;
  clientMac: string;
  clientIp: string | null;
  voucherCode: string | null;
};

/**
 * The Disconnect-Request for one session, signed with the box's secret: its Request Authenticator is
 * MD5(code‖id‖length‖16 zero octets‖attributes‖secret) (RFC 5176 §2.3, as for accounting), which the library
 * computes for every request code but Access-Request. Event-Timestamp lets the box refuse a replay.
 */
export function disconnectPacket(target: DisconnectTarget, secret: string, now = new Date()): Buffer {
  loadRadiusDictionaries();
  return radius.encode({
    code: 'Disconnect-Request',
    identifier: randomInt(0, 256),
    secret,
    attributes: [
      ['Acct-Session-Id', target.acctSessionId],
      ...(target.voucherCode ? [['User-Name', target.voucherCode] as [string, string]] : []),
      ['Calling-Station-Id', target.clientMac],
      ...(target.clientIp ? [['Framed-IP-Address', target.clientIp] as [string, string]] : []),
      ['Event-Timestamp', now],
    ],
  });
}

/** Sends the requests in the background; the caller's answer does not wait for them. */
export function disconnectGuests(
  deps: AppDeps,
  targets: readonly DisconnectTarget[],
  log?: FastifyBaseLogger,
): void {
  const reachable = targets.filter((t) => t.nasAddress);
  if (reachable.length === 0) return;
  void send(deps, reachable).catch((error: unknown) =>
    log?.warn({ err: error }, 'Disconnect-Request not sent'),
  );
}

async function send(deps: AppDeps, targets: readonly DisconnectTarget[]): Promise<void> {
  const secrets = await openBoxSecrets(
    deps,
    targets.map((t) => t.routerId),
  );
  for (const target of targets) {
    const secret = secrets.get(target.routerId);
    if (!secret || !target.nasAddress) continue;
    const packet = disconnectPacket(target, secret);
    const socket = createSocket(isIPv6(target.nasAddress) ? 'udp6' : 'udp4');
    // An unreachable box is not an error here: the dashboard has already ended the session.
    await new Promise<void>((resolve) => {
      socket.once('error', () => resolve());
      socket.send(packet, deps.config.radius.coaPort, target.nasAddress!, () => resolve());
    });
    socket.close();
  }
}
