import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import radius from 'radius';
import { loadRadiusDictionaries } from '../modules/guest-access/radius/dictionary-wispr';
import type { SimulatedBox } from './provision';

/** What a simulated box asks the server about its guests, over RADIUS or over HTTPS. */
export type GuestTransport = {
  login: (
    box: SimulatedBox,
    code: string,
    mac: string,
    ip: string,
  ) => Promise<{ accept: boolean; timeout: number }>;
  account: (box: SimulatedBox, update: GuestUpdate) => Promise<void>;
};

export type GuestUpdate = {
  status: 'start' | 'interim' | 'stop';
  sessionId: string;
  code: string;
  mac: string;
  ip: string;
  seconds: number;
  bytesIn: number;
  bytesOut: number;
  cause?: 'User-Request' | 'Session-Timeout';
};

function exchange(host: string, port: number, packet: Buffer, timeoutMs = 2000): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
    const done = (answer: Buffer | null) => {
      clearTimeout(timer);
      socket.close();
      resolve(answer);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    socket.on('message', (message) => done(message));
    socket.on('error', () => done(null));
    socket.send(packet, port, host);
  });
}

const STATUS = { start: 'Start', interim: 'Interim-Update', stop: 'Stop' } as const;

/** Like a CoovaChilli box: PAP with the code as password, Message-Authenticator, accounting with Gigawords. */
export function radiusTransport(host: string, ports: { auth: number; acct: number }): GuestTransport {
  loadRadiusDictionaries();
  return {
    async login(box, code, mac, ip) {
      const request = radius.encode({
        code: 'Access-Request',
        secret: box.radiusSecret!,
        identifier: randomBytes(1)[0]!,
        attributes: [
          ['User-Name', code],
          ['User-Password', code],
          ['NAS-Identifier', box.serial],
          ['Calling-Station-Id', mac],
          ['Framed-IP-Address', ip],
        ],
        add_message_authenticator: true,
      });
      const answer = await exchange(host, ports.auth, request);
      if (!answer) throw new Error('no RADIUS answer');
      const reply = radius.decode({ packet: answer, secret: box.radiusSecret! });
      const timeout = Number(reply.attributes['Session-Timeout'] ?? 0);
      return { accept: reply.code === 'Access-Accept', timeout };
    },
    async account(box, u) {
      const request = radius.encode({
        code: 'Accounting-Request',
        secret: box.radiusSecret!,
        identifier: randomBytes(1)[0]!,
        attributes: [
          ['Acct-Status-Type', STATUS[u.status]],
          ['Acct-Session-Id', u.sessionId],
          ['User-Name', u.code],
          ['NAS-Identifier', box.serial],
          ['Calling-Station-Id', u.mac],
          ['Framed-IP-Address', u.ip],
          ['Acct-Session-Time', u.seconds],
          ['Acct-Input-Octets', u.bytesIn % 2 ** 32],
          ['Acct-Input-Gigawords', Math.floor(u.bytesIn / 2 ** 32)],
          ['Acct-Output-Octets', u.bytesOut % 2 ** 32],
          ['Acct-Output-Gigawords', Math.floor(u.bytesOut / 2 ** 32)],
          ...(u.cause ? [['Acct-Terminate-Cause', u.cause] as [string, string]] : []),
        ],
      });
      if (!(await exchange(host, ports.acct, request))) throw new Error('no RADIUS answer');
    },
  };
}

/** Where to reach a server listening on `host`: loopback when it listens on every interface. */
export const reachableHost = (host: string) =>
  host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;

/** A box without RADIUS: the same through POST /device/hotspot/... with its device key. */
export function httpsTransport(baseUrl: string): GuestTransport {
  const post = async (box: SimulatedBox, path: string, body: object) => {
    const res = await fetch(`${baseUrl}/device/hotspot/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Device ${box.key}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.json() as Promise<{ accept?: boolean; session_timeout?: number }>;
  };
  return {
    async login(box, code, mac, ip) {
      const answer = await post(box, 'authorize', { code, client_mac: mac, client_ip: ip });
      return { accept: answer.accept === true, timeout: answer.session_timeout ?? 0 };
    },
    async account(box, u) {
      await post(box, 'accounting', {
        status_type: u.status,
        acct_session_id: u.sessionId,
        code: u.code,
        client_mac: u.mac,
        client_ip: u.ip,
        session_time: u.seconds,
        bytes_in: u.bytesIn,
        bytes_out: u.bytesOut,
        ...(u.cause && { terminate_cause: u.cause }),
      });
    },
  };
}
