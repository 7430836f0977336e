import { type RemoteInfo, createSocket } from 'node:dgram';
import { eq } from 'drizzle-orm';
import radius, { type RadiusPacket } from 'radius';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routers } from '../src/db/schema';
import { loadRadiusDictionaries } from '../src/modules/guest-access/radius/dictionary-wispr';
import { type TestContext, createTestContext } from './helpers/app';
import { createVoucher } from './helpers/hotspot';
import { RADIUS_ENV, issueRadiusSecret, radclient, radiusPorts } from './helpers/radius';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * Speed limits on the air (issue 30 §4, decision 063): the partner's limits in every Access-Accept, in the
 * attributes of the box's family (WISPr for CoovaChilli and our boxes, Mikrotik-Rate-Limit for MikroTik),
 * checked with Debian's radclient; and a change of the limits sent as a CoA-Request (RFC 5176) to a local
 * listener playing the boxes, which acknowledges, refuses or stays silent, and the partner sees which.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let ports: { auth: number; acct: number };
const chilli = { serial: '', secret: '', id: 0 };
const mikrotik = { serial: '', secret: '', id: 0 };
let coa: ReturnType<typeof createSocket>;
let answer: 'CoA-ACK' | 'CoA-NAK' | 'silent' = 'CoA-ACK';
type Received = { box: 'chilli' | 'mikrotik'; packet: RadiusPacket };
const received: Received[] = [];

/** The listener plays both boxes (both at 127.0.0.1): a request verifies with one of their secrets. */
function onCoa(message: Buffer, from: RemoteInfo) {
  for (const [box, secret] of [
    ['chilli', chilli.secret],
    ['mikrotik', mikrotik.secret],
  ] as const) {
    let packet: RadiusPacket;
    try {
      packet = radius.decode({ packet: message, secret });
    } catch {
      continue;
    }
    received.push({ box, packet });
    if (answer === 'silent') return;
    coa.send(radius.encode_response({ packet, code: answer, secret }), from.port, from.address);
    return;
  }
}

beforeAll(async () => {
  loadRadiusDictionaries();
  coa = createSocket('udp4');
  coa.on('message', onCoa);
  await new Promise<void>((resolve) => coa.bind(0, '127.0.0.1', resolve));
  ctx = await createTestContext({ ...RADIUS_ENV, RADIUS_COA_PORT: String(coa.address().port) });
  world = await twoPartners(ctx);
  ports = radiusPorts(ctx);
  const [first, second] = world.mine.routers;
  await ctx.db.update(routers).set({ modelNumber: 'MS-200' }).where(eq(routers.id, first!.id));
  await ctx.db.update(routers).set({ modelNumber: 'RB951Ui-2HnD' }).where(eq(routers.id, second!.id));
  Object.assign(chilli, {
    serial: first!.serialNumber,
    id: first!.id,
    secret: await issueRadiusSecret(ctx, world.mine.tokens.access, first!.id),
  });
  Object.assign(mikrotik, {
    serial: second!.serialNumber,
    id: second!.id,
    secret: await issueRadiusSecret(ctx, world.mine.tokens.access, second!.id),
  });
});
afterAll(async () => {
  coa.close();
  await ctx.close();
});
beforeEach(() => {
  received.length = 0;
  answer = 'CoA-ACK';
});

const setSpeeds = async (down: number | null, up: number | null) => {
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/v1/partners/${world.mine.partner.id}/`,
    headers: bearer(world.mine.tokens.access),
    payload: { internet_download_speed: down, internet_upload_speed: up },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** radclient as `box`: its secret, its NAS-Identifier, to the auth or accounting port. */
const fromBox = (box: typeof chilli, port: 'auth' | 'acct', attributes: string[]) =>
  radclient(port, ports[port], box.secret, [...attributes, `NAS-Identifier = "${box.serial}"`].join(', '));

let macs = 0;
/** A guest logs in through `box` with a fresh voucher (radclient, PAP); answers radclient's output. */
async function login(box: typeof chilli) {
  const v = await createVoucher(ctx.db, world.mine.partner.id, { durationSeconds: 3600 });
  macs += 1;
  const mac = `aa-bb-cc-00-30-${String(macs).padStart(2, '0')}`;
  const res = await fromBox(box, 'auth', [
    `User-Name = "${v.code}"`,
    `User-Password = "${v.code}"`,
    `Calling-Station-Id = "${mac}"`,
    'Message-Authenticator = 0x00',
  ]);
  expect(res.stdout, res.stderr).toMatch(/Received Access-Accept/);
  return { stdout: res.stdout, code: v.code, mac };
}

/** A guest online through `box`: logged in, and the box's accounting Start stored (from 127.0.0.1). */
async function liveSession(box: typeof chilli) {
  const guest = await login(box);
  const acctSessionId = `speed-${guest.code}`;
  const start = await fromBox(box, 'acct', [
    `User-Name = "${guest.code}"`,
    `Acct-Session-Id = "${acctSessionId}"`,
    `Calling-Station-Id = "${guest.mac}"`,
    'Framed-IP-Address = 10.30.0.9',
    'Acct-Status-Type = Start',
  ]);
  expect(start.stdout, start.stderr).toMatch(/Received Accounting-Response/);
  return { ...guest, acctSessionId };
}

describe('the limits in every Access-Accept (radclient)', () => {
  it('WISPr-Bandwidth-Max-Down/Up in bit/s for a CoovaChilli box; no MikroTik attribute', async () => {
    await setSpeeds(10, 2.5);
    const { stdout } = await login(chilli);
    expect(stdout).toMatch(/WISPr-Bandwidth-Max-Down = 10000000/);
    expect(stdout).toMatch(/WISPr-Bandwidth-Max-Up = 2500000/);
    expect(stdout).not.toMatch(/Mikrotik-Rate-Limit/);
  });

  it('Mikrotik-Rate-Limit "upload/download" for a MikroTik box (its model); no WISPr', async () => {
    await setSpeeds(10, 2.5);
    const { stdout } = await login(mikrotik);
    expect(stdout).toMatch(/Mikrotik-Rate-Limit = "2500k\/10000k"/);
    expect(stdout).not.toMatch(/WISPr/);
  });

  it('one direction unlimited: only the other is sent (MikroTik: 0 is no limit)', async () => {
    await setSpeeds(null, 1.5);
    const wispr = (await login(chilli)).stdout;
    expect(wispr).toMatch(/WISPr-Bandwidth-Max-Up = 1500000/);
    expect(wispr).not.toMatch(/WISPr-Bandwidth-Max-Down/);
    expect((await login(mikrotik)).stdout).toMatch(/Mikrotik-Rate-Limit = "1500k\/0"/);
  });

  it('unlimited sends no limit at all', async () => {
    await setSpeeds(null, null);
    for (const box of [chilli, mikrotik]) {
      const { stdout } = await login(box);
      expect(stdout).toMatch(/Session-Timeout = 3600/);
      expect(stdout).not.toMatch(/WISPr|Mikrotik/);
    }
  });
});

describe('a change of the limits: a CoA-Request to the boxes with live sessions (RFC 5176)', () => {
  it('reaches each box in its family, naming the session; both acknowledge and the partner sees it', async () => {
    await setSpeeds(null, null);
    const onChilli = await liveSession(chilli);
    const onMikrotik = await liveSession(mikrotik);
    received.length = 0;
    const res = await setSpeeds(20, 5);
    expect(res.speed_change).toEqual({ sessions: 2, acknowledged: 2, refused: 0, unanswered: 0 });
    const byBox = Object.fromEntries(received.map((r) => [r.box, r.packet]));
    expect(byBox.chilli?.code).toBe('CoA-Request');
    expect(byBox.chilli?.attributes).toMatchObject({
      'User-Name': onChilli.code,
      'Acct-Session-Id': onChilli.acctSessionId,
      'Calling-Station-Id': onChilli.mac.toUpperCase().replace(/-/g, ':'),
      'Acct-Interim-Interval': 60,
      'Vendor-Specific': { 'WISPr-Bandwidth-Max-Down': 20_000_000, 'WISPr-Bandwidth-Max-Up': 5_000_000 },
    });
    // The voucher's time left goes again: CoovaChilli applies a CoA as a whole new authorization.
    expect(byBox.chilli?.attributes['Session-Timeout']).toBeGreaterThan(3500);
    expect(byBox.mikrotik?.attributes).toMatchObject({
      'User-Name': onMikrotik.code,
      'Acct-Session-Id': onMikrotik.acctSessionId,
      'Vendor-Specific': { 'Mikrotik-Rate-Limit': '5000k/20000k' },
    });
    const history = (
      await ctx.app.inject({
        method: 'GET',
        url: `/v1/partners/${world.mine.partner.id}/settings-history/?field=internet_download_speed`,
        headers: bearer(world.mine.tokens.access),
      })
    ).json();
    expect(history.results[0].speed_change).toEqual(res.speed_change);
    expect(history.results[0].changes).toEqual([
      { field: 'internet_download_speed', from: null, to: 20 },
      { field: 'internet_upload_speed', from: null, to: 5 },
    ]);
  });

  it('back to unlimited: the CoA says 0 (no limit) explicitly, or the box would keep the old one', async () => {
    await setSpeeds(20, 5);
    await liveSession(chilli);
    received.length = 0;
    await setSpeeds(null, null);
    const packets = received.filter((r) => r.box === 'chilli').map((r) => r.packet.attributes);
    expect(packets.length).toBeGreaterThan(0);
    for (const attributes of packets)
      expect(attributes['Vendor-Specific']).toMatchObject({
        'WISPr-Bandwidth-Max-Down': 0,
        'WISPr-Bandwidth-Max-Up': 0,
      });
    for (const r of received.filter((x) => x.box === 'mikrotik'))
      expect(r.packet.attributes['Vendor-Specific']).toMatchObject({ 'Mikrotik-Rate-Limit': '0/0' });
  });

  it('a box that refuses (CoA-NAK) is counted; the next login gets the new limit', async () => {
    answer = 'CoA-NAK';
    const res = await setSpeeds(3, 1);
    expect(res.speed_change.refused).toBe(2);
    expect(res.speed_change.acknowledged).toBe(0);
    expect(received.length).toBeGreaterThan(0);
    const { stdout } = await login(chilli);
    expect(stdout).toMatch(/WISPr-Bandwidth-Max-Down = 3000000/);
  });

  it('a box that does not answer is counted as such, after one retransmission', async () => {
    answer = 'silent';
    const res = await setSpeeds(4, 1);
    expect(res.speed_change).toMatchObject({ acknowledged: 0, refused: 0, unanswered: 2 });
    // Each request was sent twice (RFC 5176 leaves retransmission to the sender).
    expect(received.length).toBe(2 * res.speed_change.sessions);
  });

  it("another partner's change tells none of these boxes", async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/partners/${world.theirs.partner.id}/`,
      headers: bearer(world.theirs.tokens.access),
      payload: { internet_download_speed: 9 },
    });
    expect(res.json().speed_change).toEqual({ sessions: 0, acknowledged: 0, refused: 0, unanswered: 0 });
    expect(received).toHaveLength(0);
  });
});
