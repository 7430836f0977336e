import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_REFUSALS } from '@ared/contract/vouchers';
import { type TestContext, createTestContext } from './helpers/app';
import { createVoucher, sessionsOf, voucherRow } from './helpers/hotspot';
import { RADIUS_ENV, issueRadiusSecret, radclient, radiusPorts } from './helpers/radius';
import { twoPartners } from './helpers/world';

/**
 * The RADIUS server against a client nobody here wrote: Debian's radclient (freeradius-utils), which signs
 * with Message-Authenticator, computes CHAP itself and checks our Response Authenticator (it drops a reply
 * that does not verify, so "Received Access-Accept" proves our signature too).
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let secret: string;
let serial: string;
let ports: { auth: number; acct: number };

beforeAll(async () => {
  ctx = await createTestContext(RADIUS_ENV);
  world = await twoPartners(ctx);
  const router = world.mine.routers[0]!;
  serial = router.serialNumber;
  secret = await issueRadiusSecret(ctx, world.mine.tokens.access, router.id);
  ports = radiusPorts(ctx);
});
afterAll(() => ctx.close());

const login = (code: string, password: string, mac = 'aa-bb-cc-dd-ee-01') =>
  [
    `User-Name = "${code}"`,
    password,
    `NAS-Identifier = "${serial}"`,
    `Calling-Station-Id = "${mac}"`,
    'Framed-IP-Address = 10.1.0.7',
    'Message-Authenticator = 0x00',
  ].join(', ');

describe('radclient against our RADIUS server', () => {
  it('PAP: Access-Accept with Session-Timeout (time left) and Acct-Interim-Interval; the voucher is used', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id, { durationSeconds: 5400 });
    const res = await radclient('auth', ports.auth, secret, login(v.code, `User-Password = "${v.code}"`));
    expect(res.stdout, res.stderr).toMatch(/Received Access-Accept/);
    expect(res.stdout).toMatch(/Session-Timeout = 5400/);
    expect(res.stdout).toMatch(/Acct-Interim-Interval = 60/);
    expect(res.code).toBe(0);
    const row = await voucherRow(ctx.db, v.id);
    expect([row.status, row.usedBy]).toEqual(['used', ['AA:BB:CC:DD:EE:01']]);
  });

  it('CHAP: Access-Accept', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id, { durationSeconds: 600 });
    const res = await radclient('auth', ports.auth, secret, login(v.code, `CHAP-Password = "${v.code}"`));
    expect(res.stdout, res.stderr).toMatch(/Received Access-Accept/);
    expect(res.stdout).toMatch(/Session-Timeout = 600/);
  });

  it('gives the partner speed limits as WISPr-Bandwidth-Max-Down/Up in bit/s', async () => {
    const { partners } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const other = world.mine.routers[4]!;
    await ctx.db
      .update(partners)
      .set({ internetDownloadSpeed: 12.5, internetUploadSpeed: 3 })
      .where(eq(partners.id, world.mine.partner.id));
    // Issuing the secret drops the box's cached entry, so the new speeds are read.
    const otherSecret = await issueRadiusSecret(ctx, world.mine.tokens.access, other.id);
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const attributes = login(v.code, `User-Password = "${v.code}"`).replace(serial, other.serialNumber);
    const res = await radclient('auth', ports.auth, otherSecret, attributes);
    expect(res.stdout, res.stderr).toMatch(/WISPr-Bandwidth-Max-Down = 12500000/);
    expect(res.stdout).toMatch(/WISPr-Bandwidth-Max-Up = 3000000/);
  });

  it('Access-Reject with Reply-Message for an unknown, a used and a wrong-password code', async () => {
    const unknown = await radclient(
      'auth',
      ports.auth,
      secret,
      login('ZZZZZZZZ', 'User-Password = "ZZZZZZZZ"'),
    );
    expect(unknown.stdout).toMatch(/Received Access-Reject/);
    expect(unknown.stdout).toContain(`Reply-Message = "${VOUCHER_REFUSALS.unknown}"`);
    const v = await createVoucher(ctx.db, world.mine.partner.id, {
      status: 'used',
      firstUsedAt: new Date(),
      usedBy: ['AA:BB:CC:DD:EE:99'],
    });
    const used = await radclient('auth', ports.auth, secret, login(v.code, `User-Password = "${v.code}"`));
    expect(used.stdout).toContain(`Reply-Message = "${VOUCHER_REFUSALS.used}"`);
    const fresh = await createVoucher(ctx.db, world.mine.partner.id);
    const wrong = await radclient('auth', ports.auth, secret, login(fresh.code, 'User-Password = "nope"'));
    expect(wrong.stdout).toMatch(/Received Access-Reject/);
    expect((await voucherRow(ctx.db, fresh.id)).firstUsedAt).toBeNull();
  });

  it('accounting Start then Stop: one session row with the counters (Gigawords included)', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const common = [
      `User-Name = "${v.code}"`,
      `NAS-Identifier = "${serial}"`,
      'Acct-Session-Id = "radclient-1"',
      'Calling-Station-Id = "AA:BB:CC:DD:EE:02"',
      'Framed-IP-Address = 10.1.0.8',
    ];
    const start = await radclient(
      'acct',
      ports.acct,
      secret,
      [...common, 'Acct-Status-Type = Start'].join(', '),
    );
    expect(start.stdout, start.stderr).toMatch(/Received Accounting-Response/);
    const stop = [
      ...common,
      'Acct-Status-Type = Stop',
      'Acct-Session-Time = 125',
      'Acct-Input-Octets = 1000',
      'Acct-Input-Gigawords = 1',
      'Acct-Output-Octets = 2000',
      'Acct-Terminate-Cause = User-Request',
    ].join(', ');
    expect((await radclient('acct', ports.acct, secret, stop)).stdout).toMatch(
      /Received Accounting-Response/,
    );
    // The box did not hear us and sends the Stop again: it counts once.
    expect((await radclient('acct', ports.acct, secret, stop)).stdout).toMatch(
      /Received Accounting-Response/,
    );
    const rows = await sessionsOf(ctx.db, world.mine.routers[0]!.id);
    const session = rows.filter((r) => r.acctSessionId === 'radclient-1');
    expect(session).toHaveLength(1);
    expect(session[0]).toMatchObject({
      sessionType: 'voucher',
      voucherCode: v.code,
      status: 'disconnected',
      clientMac: 'AA:BB:CC:DD:EE:02',
      clientIp: '10.1.0.8',
      durationSeconds: 125,
      bytesIn: 2 ** 32 + 1000,
      bytesOut: 2000,
      terminateCause: 'User-Request',
      nasAddress: '127.0.0.1',
    });
  });

  it('a wrong secret gets no answer and stores nothing', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const res = await radclient(
      'auth',
      ports.auth,
      'not-the-secret',
      login(v.code, `User-Password = "${v.code}"`),
    );
    expect(res.stdout).not.toMatch(/Received/);
    expect(res.code).not.toBe(0);
    expect((await voucherRow(ctx.db, v.id)).firstUsedAt).toBeNull();
    const acct = await radclient(
      'acct',
      ports.acct,
      'not-the-secret',
      `NAS-Identifier = "${serial}", Acct-Session-Id = "wrong-1", Acct-Status-Type = Start, Calling-Station-Id = "AA:BB:CC:DD:EE:03"`,
    );
    expect(acct.stdout).not.toMatch(/Received/);
    expect((await sessionsOf(ctx.db, world.mine.routers[0]!.id)).map((s) => s.acctSessionId)).not.toContain(
      'wrong-1',
    );
  });

  it('an unknown NAS, and a box without a secret, get no answer', async () => {
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const unknown = await radclient(
      'auth',
      ports.auth,
      secret,
      login(v.code, `User-Password = "${v.code}"`).replace(serial, 'NO-SUCH-BOX'),
    );
    expect(unknown.stdout).not.toMatch(/Received/);
    const noSecret = world.mine.routers[1]!.serialNumber;
    const res = await radclient(
      'auth',
      ports.auth,
      secret,
      login(v.code, `User-Password = "${v.code}"`).replace(serial, noSecret),
    );
    expect(res.stdout).not.toMatch(/Received/);
    expect((await voucherRow(ctx.db, v.id)).firstUsedAt).toBeNull();
  });
});
