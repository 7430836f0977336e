// The server's declaration of the `radius` package (it has no types of its own); a script, not a module.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../apps/server/src/modules/guest-access/radius/radius-library.d.ts" />
import { createHash, randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import radius from 'radius';
import { inject } from 'vitest';

/** One UDP exchange with the server's RADIUS port. */
function exchange(port: number, packet: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('no RADIUS answer'));
    }, 3000);
    socket.on('message', (message) => {
      clearTimeout(timer);
      socket.close();
      resolve(message);
    });
    socket.send(packet, port, '127.0.0.1');
  });
}

const md5 = (...parts: (Buffer | string)[]) => {
  const hash = createHash('md5');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

export type ChilliBox = {
  /** Where the box sends a new guest: the portal with the UAM parameters, as CoovaChilli builds it. */
  portalUrl: (guest: { mac: string; ip: string; userurl: string }) => string;
  close: () => Promise<void>;
};

/**
 * A box doing what CoovaChilli does with a portal's answer, on a loopback port: `/logon` takes the code and
 * the portal's CHAP response, asks the server over RADIUS with CHAP-Password and CHAP-Challenge (MD5 of the
 * challenge and the UAM secret, which is the box's RADIUS secret: decision 032), starts accounting on an
 * accept, and sends the guest back to the portal with `res=success` or `res=failed&reply=…`. The RADIUS
 * packets are encoded by the `radius` package, not by the server's code, so the portal's response is checked
 * by the server exactly as a real box's would be.
 */
export async function startChilliBox(serial: string, secret: string): Promise<ChilliBox> {
  const base = inject('baseUrl');
  const guests = new Map<string, { challenge: Buffer; ip: string }>();
  let port = 0;
  const portalUrl = (
    guest: { mac: string; ip: string; userurl: string },
    extra: Record<string, string> = {},
  ) => {
    const challenge = randomBytes(16);
    guests.set(guest.mac, { challenge, ip: guest.ip });
    const query = new URLSearchParams({
      ...extra,
      uamip: '127.0.0.1',
      uamport: String(port),
      challenge: challenge.toString('hex'),
      mac: guest.mac,
      ip: guest.ip,
      nasid: serial,
      userurl: guest.userurl,
    });
    return `${base}/portal/${serial}?${query.toString()}`;
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://box');
      // A real box knows the guest by its MAC from the traffic; here the last guest that was sent out.
      const [mac, guest] = [...guests.entries()].at(-1) ?? [];
      if (url.pathname !== '/logon' || !mac || !guest) {
        response.writeHead(404).end();
        return;
      }
      const username = url.searchParams.get('username') ?? '';
      const chapResponse = Buffer.from(url.searchParams.get('response') ?? '', 'hex');
      const attributes: [string, string | Buffer][] = [
        ['User-Name', username],
        ['CHAP-Password', Buffer.concat([Buffer.from([0]), chapResponse])],
        ['CHAP-Challenge', md5(guest.challenge, secret)],
        ['NAS-Identifier', serial],
        ['Calling-Station-Id', mac],
        ['Framed-IP-Address', guest.ip],
      ];
      const answer = radius.decode({
        packet: await exchange(
          inject('radiusAuthPort'),
          radius.encode({
            code: 'Access-Request',
            secret,
            identifier: randomBytes(1)[0]!,
            attributes,
            add_message_authenticator: true,
          }),
        ),
        secret,
      });
      const userurl = url.searchParams.get('userurl') ?? '';
      if (answer.code === 'Access-Accept') {
        await exchange(
          inject('radiusAcctPort'),
          radius.encode({
            code: 'Accounting-Request',
            secret,
            identifier: randomBytes(1)[0]!,
            attributes: [
              ['Acct-Status-Type', 'Start'],
              ['Acct-Session-Id', randomBytes(8).toString('hex')],
              ['User-Name', username],
              ['NAS-Identifier', serial],
              ['Calling-Station-Id', mac],
              ['Framed-IP-Address', guest.ip],
            ],
          }),
        );
        const back = new URLSearchParams({
          res: 'success',
          uamip: '127.0.0.1',
          uamport: String(port),
          uid: username,
          mac,
          userurl,
        });
        response.writeHead(302, { location: `${base}/portal/${serial}?${back.toString()}` }).end();
      } else {
        const reply = String(answer.attributes['Reply-Message'] ?? '');
        response
          .writeHead(302, { location: portalUrl({ mac, ip: guest.ip, userurl }, { res: 'failed', reply }) })
          .end();
      }
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    portalUrl: (guest) => portalUrl(guest),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
