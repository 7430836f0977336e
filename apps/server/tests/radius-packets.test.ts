import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSocket } from 'node:dgram';
import radius from 'radius';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_REFUSALS } from '@ared/contract/vouchers';
import { hotspotSessions, vouchers } from '../src/db/schema';
import { disconnectGuests } from '../src/modules/guest-access';
import { loadRadiusDictionaries } from '../src/modules/guest-access/radius/dictionary-wispr';
import { type TestContext, createTestContext } from './helpers/app';
import { createVoucher, sessionsOf, voucherRow } from './helpers/hotspot';
import { RADIUS_ENV, datagramClient, issueRadiusSecret, radiusPorts, sendDatagram } from './helpers/radius';
import { databaseDigest } from './helpers/snapshot';
import { twoPartners } from './helpers/world';

/**
 * RADIUS at the byte level: packets built here with the `radius` library (or broken on purpose), sent over
 * UDP. Whatever is malformed, truncated, unsigned or mis-signed gets no answer and stores nothing, and the
 * next valid packet is still answered. Also: duplicates, tenants, the port already in use, Disconnect.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let secret: string;
let serial: string;
let ports: { auth: number; acct: number };
let coa: ReturnType<typeof createSocket>;
const coaPackets: Buffer[] = [];

beforeAll(async () => {
  coa = createSocket('udp4');
  coa.on('message', (m) => coaPackets.push(m));
  await new Promise<void>((resolve) => coa.bind(0, '127.0.0.1', resolve));
  ctx = await createTestContext({ ...RADIUS_ENV, RADIUS_COA_PORT: String(coa.address().port) });
  world = await twoPartners(ctx);
  serial = world.mine.routers[0]!.serialNumber;
  secret = await issueRadiusSecret(ctx, world.mine.tokens.access, world.mine.routers[0]!.id);
  await issueRadiusSecret(ctx, world.theirs.tokens.access, world.theirs.routers[0]!.id);
  ports = radiusPorts(ctx);
  loadRadiusDictionaries();
});
afterAll(async () => {
  coa.close();
  await ctx.close();
});

type Attrs = Parameters<typeof radius.encode>[0]['attributes'];

const accessRequest = (code: string, extra: Attrs = [], box = serial, key = secret) =>
  radius.encode({
    code: 'Access-Request',
    secret: key,
    attributes: [
      ['User-Name', code],
      ['User-Password', code],
      ['NAS-Identifier', box],
      ['Calling-Station-Id', 'AA:BB:CC:00:00:10'],
      ...(extra ?? []),
    ],
    add_message_authenticator: true,
  });

const accountingRequest = (attributes: Attrs, key = secret) =>
  radius.encode({ code: 'Accounting-Request', secret: key, attributes });

const replyOf = (answer: Buffer | null, request: Buffer, key = secret) => {
  expect(answer).not.toBeNull();
  expect(radius.verify_response({ request, response: Buffer.from(answer!), secret: key })).toBe(true);
  return radius.decode({ packet: answer!, secret: key });
};

/** Sends a packet that must get no answer, then checks nothing changed and a valid login still works. */
async function expectIgnored(port: number, packet: Buffer) {
  const before = await databaseDigest(ctx.db);
  expect(await sendDatagram(port, packet, 250)).toBeNull();
  expect(await databaseDigest(ctx.db)).toEqual(before);
}

describe('packets that must get no answer', () => {
  it('malformed, truncated, wrong-length attributes, wrong code: no answer, nothing stored, next one answered', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const good = accessRequest(v.code);
    const lengthAt = (p: Buffer, n: number) => {
      const copy = Buffer.from(p);
      copy.writeUInt16BE(n, 2);
      return copy;
    };
    const cases: Buffer[] = [
      Buffer.alloc(0),
      Buffer.from([1, 2, 3]),
      good.subarray(0, 19),
      good.subarray(0, good.length - 5), // datagram shorter than its length field
      lengthAt(good, 19),
      lengthAt(good, 5000),
      lengthAt(good, good.length - 3), // last attribute runs past the length
      Buffer.concat([good.subarray(0, 20), Buffer.from([32, 1, 65])]), // attribute length < 2
      Buffer.from([2, ...good.subarray(1)]), // an Access-Accept sent to us
      Buffer.alloc(5000, 1),
    ];
    // An attribute of a fixed size with the wrong size: Framed-IP-Address of 3 bytes, properly signed.
    const badIp = radius.encode({
      code: 'Access-Request',
      secret,
      attributes: [
        ['User-Name', v.code],
        ['User-Password', v.code],
        ['NAS-Identifier', serial],
        ['Calling-Station-Id', 'AA:BB:CC:00:00:10'],
        [8, Buffer.from([10, 0, 0])],
      ],
      add_message_authenticator: true,
    });
    cases.push(badIp);
    for (const packet of cases) await expectIgnored(ports.auth, packet);
    for (const packet of cases) await expectIgnored(ports.acct, packet);
    expect((await voucherRow(ctx.db, v.id)).firstUsedAt).toBeNull();
    const reply = replyOf(await sendDatagram(ports.auth, good), good);
    expect(reply.code).toBe('Access-Accept');
  });

  it('an Access-Request without Message-Authenticator, or with a wrong one, gets no answer', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const unsigned = radius.encode({
      code: 'Access-Request',
      secret,
      attributes: [
        ['User-Name', v.code],
        ['User-Password', v.code],
        ['NAS-Identifier', serial],
        ['Calling-Station-Id', 'AA:BB:CC:00:00:10'],
      ],
      add_message_authenticator: false,
    });
    await expectIgnored(ports.auth, unsigned);
    const tampered = Buffer.from(accessRequest(v.code));
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 1) ^ 0xff, tampered.length - 1);
    await expectIgnored(ports.auth, tampered);
    expect((await voucherRow(ctx.db, v.id)).firstUsedAt).toBeNull();
  });

  it('an Accounting-Request with a bad Request Authenticator gets no answer', async () => {
    const packet = Buffer.from(
      accountingRequest([
        ['NAS-Identifier', serial],
        ['Acct-Status-Type', 'Start'],
        ['Acct-Session-Id', 'tampered'],
        ['Calling-Station-Id', 'AA:BB:CC:00:00:11'],
      ]),
    );
    packet.writeUInt8(packet.readUInt8(5) ^ 1, 5);
    await expectIgnored(ports.acct, packet);
  });
});

describe('duplicates', () => {
  it('a re-sent Access-Request gets the same reply from the cache, without being handled again', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const packet = accessRequest(v.code);
    const box = await datagramClient();
    const first = await box.send(ports.auth, packet);
    expect(replyOf(first, packet).code).toBe('Access-Accept');
    // Revoked meanwhile: a packet handled again would now be rejected; the re-send gets the first answer.
    await ctx.db.update(vouchers).set({ status: 'revoked' }).where(eq(vouchers.id, v.id));
    expect(await box.send(ports.auth, packet)).toEqual(first);
    box.close();
    const fresh = accessRequest(v.code);
    const reply = replyOf(await sendDatagram(ports.auth, fresh), fresh);
    expect([reply.code, reply.attributes['Reply-Message']]).toEqual([
      'Access-Reject',
      VOUCHER_REFUSALS.revoked,
    ]);
  });

  it('a re-sent Accounting-Request is answered again and counts once', async () => {
    const packet = accountingRequest([
      ['NAS-Identifier', serial],
      ['Acct-Status-Type', 'Interim-Update'],
      ['Acct-Session-Id', 'dup-1'],
      ['Calling-Station-Id', 'AA:BB:CC:00:00:12'],
      ['Acct-Session-Time', 30],
      ['Acct-Input-Octets', 500],
    ]);
    const box = await datagramClient();
    const first = await box.send(ports.acct, packet);
    expect(replyOf(first, packet).code).toBe('Accounting-Response');
    expect(await box.send(ports.acct, packet)).toEqual(first);
    box.close();
    const rows = (await sessionsOf(ctx.db, world.mine.routers[0]!.id)).filter(
      (s) => s.acctSessionId === 'dup-1',
    );
    expect(rows.map((r) => [r.bytesIn, r.durationSeconds, r.sessionType])).toEqual([[500, 30, 'auto']]);
  });
});

describe('tenants', () => {
  it("a box cannot log guests in on another partner's vouchers, even with its own valid secret", async () => {
    const theirs = await createVoucher(ctx.db, world.theirs.partner.id);
    const packet = accessRequest(theirs.code);
    const reply = replyOf(await sendDatagram(ports.auth, packet), packet);
    expect(reply.code).toBe('Access-Reject');
    expect(reply.attributes['Reply-Message']).toBe(VOUCHER_REFUSALS.unknown);
    expect((await voucherRow(ctx.db, theirs.id)).firstUsedAt).toBeNull();
    // Naming their box with my secret is a wrong secret: no answer.
    await expectIgnored(
      ports.auth,
      accessRequest(theirs.code, [], world.theirs.routers[0]!.serialNumber, secret),
    );
  });

  it('a box cannot account sessions into another partner (their code makes an auto session of mine)', async () => {
    const theirs = await createVoucher(ctx.db, world.theirs.partner.id);
    const packet = accountingRequest([
      ['NAS-Identifier', serial],
      ['User-Name', theirs.code],
      ['Acct-Status-Type', 'Start'],
      ['Acct-Session-Id', 'cross-1'],
      ['Calling-Station-Id', 'AA:BB:CC:00:00:13'],
    ]);
    expect(replyOf(await sendDatagram(ports.acct, packet), packet).code).toBe('Accounting-Response');
    const all = await ctx.db.select().from(hotspotSessions);
    const cross = all.filter((s) => s.acctSessionId === 'cross-1');
    expect(cross.map((s) => [s.partnerId, s.sessionType, s.voucherId])).toEqual([
      [world.mine.partner.id, 'auto', null],
    ]);
    await expectIgnored(
      ports.acct,
      accountingRequest([
        ['NAS-Identifier', world.theirs.routers[0]!.serialNumber],
        ['Acct-Status-Type', 'Start'],
        ['Acct-Session-Id', 'cross-2'],
        ['Calling-Station-Id', 'AA:BB:CC:00:00:13'],
      ]),
    );
  });
});

describe('Disconnect-Request (RFC 5176)', () => {
  it('goes to the box at its last address and CoA port, signed with its secret; never throws', async () => {
    coaPackets.length = 0;
    disconnectGuests(ctx.app.deps, [
      {
        routerId: world.mine.routers[0]!.id,
        nasAddress: '127.0.0.1',
        acctSessionId: 'sess-9',
        clientMac: 'AA:BB:CC:00:00:20',
        clientIp: '10.0.0.20',
        voucherCode: 'ABCDEFGH',
      },
      // No address, no secret: skipped without an error.
      {
        routerId: world.mine.routers[1]!.id,
        nasAddress: null,
        acctSessionId: 'x',
        clientMac: 'AA:BB:CC:00:00:21',
        clientIp: null,
        voucherCode: null,
      },
      {
        routerId: world.mine.routers[2]!.id,
        nasAddress: '127.0.0.1',
        acctSessionId: 'y',
        clientMac: 'AA:BB:CC:00:00:22',
        clientIp: null,
        voucherCode: null,
      },
    ]);
    await expect.poll(() => coaPackets.length, { timeout: 2000 }).toBe(1);
    const packet = coaPackets[0]!;
    // decode() checks the Request Authenticator with the secret and throws when it does not hold.
    const decoded = radius.decode({ packet, secret });
    expect(decoded.code).toBe('Disconnect-Request');
    expect(decoded.attributes).toMatchObject({
      'Acct-Session-Id': 'sess-9',
      'User-Name': 'ABCDEFGH',
      'Calling-Station-Id': 'AA:BB:CC:00:00:20',
      'Framed-IP-Address': '10.0.0.20',
    });
    expect(() => radius.decode({ packet, secret: 'other' })).toThrow();
    const expected = createHash('md5')
      .update(Buffer.concat([packet.subarray(0, 4), Buffer.alloc(16), packet.subarray(20)]))
      .update(secret)
      .digest();
    expect(packet.subarray(4, 20)).toEqual(expected);
  });
});

describe('start-up', () => {
  it('a RADIUS port already in use is one clear log line, and the rest of the server starts', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const busy = await createTestContext(
      {
        RADIUS_AUTH_PORT: String(ports.auth),
        RADIUS_ACCT_PORT: '0',
        RADIUS_HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      { logStream: stream },
    );
    try {
      expect(busy.app.radius.ports()).toBeNull();
      const radiusLines = lines.filter((l) => /RADIUS/.test(l));
      expect(radiusLines).toHaveLength(1);
      expect(radiusLines[0]).toMatch(
        /RADIUS is off: cannot listen on 127\.0\.0\.1 UDP \d+\/0 \(EADDRINUSE\)/,
      );
      expect((await busy.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
