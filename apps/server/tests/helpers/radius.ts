import { spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import radius from 'radius';
import { expect } from 'vitest';
import type { TestContext } from './app';
import { bearer } from './session';

/** The RADIUS ports of a test app (started with RADIUS_AUTH_PORT/RADIUS_ACCT_PORT 0 on loopback). */
export function radiusPorts(ctx: TestContext) {
  const ports = ctx.app.radius.ports();
  expect(ports, 'RADIUS is not listening').not.toBeNull();
  return ports!;
}

export const RADIUS_ENV = { RADIUS_AUTH_PORT: '0', RADIUS_ACCT_PORT: '0', RADIUS_HOST: '127.0.0.1' };

/** Issues a RADIUS secret to a router through the API, as its partner admin. */
export async function issueRadiusSecret(ctx: TestContext, access: string, routerId: number): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/v1/routers/${routerId}/radius-secret/`,
    headers: bearer(access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().secret as string;
}

export type RadclientResult = { code: number | null; stdout: string; stderr: string };

/**
 * Debian's radclient (freeradius-utils) sending `attributes` (its text format, one packet) to 127.0.0.1:port
 * with `secret`: one try, one second to answer.
 */
export function radclient(
  kind: 'auth' | 'acct',
  port: number,
  secret: string,
  attributes: string,
): Promise<RadclientResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('radclient', ['-x', '-r', '1', '-t', '1', `127.0.0.1:${port}`, kind, secret]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(`${attributes}\n`);
  });
}

/** Sends raw bytes to a UDP port and waits up to `waitMs` for one answer (null: none). */
export function sendDatagram(port: number, packet: Buffer, waitMs = 400): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    const done = (answer: Buffer | null) => {
      clearTimeout(timer);
      socket.close();
      resolve(answer);
    };
    const timer = setTimeout(() => done(null), waitMs);
    socket.on('message', (message) => done(message));
    socket.send(packet, port, '127.0.0.1');
  });
}

/** One UDP socket (one source port, like a box) that sends packets and waits for one answer each. */
export async function datagramClient() {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  let waiting: ((answer: Buffer | null) => void) | null = null;
  socket.on('message', (message) => waiting?.(message));
  return {
    send(port: number, packet: Buffer, waitMs = 400): Promise<Buffer | null> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish(null), waitMs);
        const finish = (answer: Buffer | null) => {
          clearTimeout(timer);
          waiting = null;
          resolve(answer);
        };
        waiting = finish;
        socket.send(packet, port, '127.0.0.1');
      });
    },
    close: () => socket.close(),
  };
}

/**
 * A voucher login as a box sends it: PAP with the code as user and password, the box's NAS-Identifier, the
 * guest's Calling-Station-Id and a Message-Authenticator, signed with the box's secret.
 */
export const papLogin = (box: { serial: string; secret: string }, code: string, mac: string): Buffer =>
  radius.encode({
    code: 'Access-Request',
    secret: box.secret,
    attributes: [
      ['User-Name', code],
      ['User-Password', code],
      ['NAS-Identifier', box.serial],
      ['Calling-Station-Id', mac],
    ],
    add_message_authenticator: true,
  });

/**
 * The same login in radclient's text: PAP with the code as user and password, the box's NAS-Identifier, the
 * guest's Calling-Station-Id (none when `mac` is empty) and a Message-Authenticator unless `signed` is false.
 */
export const papText = (
  serial: string,
  code: string,
  { mac = 'aa-bb-cc-00-00-01', signed = true }: { mac?: string; signed?: boolean } = {},
): string =>
  [
    `User-Name = "${code}"`,
    `User-Password = "${code}"`,
    `NAS-Identifier = "${serial}"`,
    ...(mac ? [`Calling-Station-Id = "${mac}"`] : []),
    ...(signed ? ['Message-Authenticator = 0x00'] : []),
  ].join(', ');
