import radius from 'radius';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_REFUSALS } from '@ared/contract/vouchers';
import { radiusNasStates } from '../src/db/schema';
import { LOGIN_NEEDS_USER_AND_DEVICE } from '../src/modules/guest-access/radius/handlers';
import { loadRadiusDictionaries } from '../src/modules/guest-access/radius/dictionary-wispr';
import { type TestContext, createTestContext } from './helpers/app';
import { createVoucher, sessionsOf, voucherRow } from './helpers/hotspot';
import {
  RADIUS_ENV,
  issueRadiusSecret,
  papLogin,
  papText,
  radclient,
  radiusPorts,
  sendDatagram,
} from './helpers/radius';
import { twoPartners } from './helpers/world';

/**
 * Issue 27 §2, §3, §6 against Debian's radclient: what a box in the field sends (no Message-Authenticator,
 * no Calling-Station-Id, Gigawords at 2^32 − 1) is answered, and a guessing run meets the throttle.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let ports: { auth: number; acct: number };
/**
 * The server's clock: the system's, unless a test stops it. A box's budget of wrong codes refills at 2 a
 * second, so a test of the empty budget stops the clock; on a loaded machine it would refill mid-test.
 */
let stoppedAt: Date | null = null;
const clock = { now: () => stoppedAt ?? new Date() };
/** A secret per box of mine, issued on first use (each test takes boxes of its own). */
const secrets = new Map<number, string>();

beforeAll(async () => {
  ctx = await createTestContext(RADIUS_ENV, { clock });
  world = await twoPartners(ctx);
  ports = radiusPorts(ctx);
  loadRadiusDictionaries();
});
afterAll(() => ctx.close());

const boxNo = async (n: number) => {
  const router = world.mine.routers[n]!;
  let secret = secrets.get(router.id);
  if (!secret) {
    secret = await issueRadiusSecret(ctx, world.mine.tokens.access, router.id);
    secrets.set(router.id, secret);
  }
  return { router, secret, serial: router.serialNumber };
};

const lastProblem = async (routerId: number) => {
  await ctx.app.radius.problems.flush();
  const [row] = await ctx.db.select().from(radiusNasStates).where(eq(radiusNasStates.routerId, routerId));
  return row ? { problem: row.lastProblem, count: row.lastProblemCount } : null;
};

describe('accounting no box can break (issue 27 §2)', () => {
  it('Gigawords and Acct-Session-Time at 2^32 − 1 are answered, stored at the bound and flagged', async () => {
    const { router, secret, serial } = await boxNo(0);
    const stop = [
      `NAS-Identifier = "${serial}"`,
      'Acct-Session-Id = "huge-1"',
      'Calling-Station-Id = "AA:BB:CC:00:01:01"',
      'Acct-Status-Type = Stop',
      'Acct-Session-Time = 4294967295',
      'Acct-Input-Octets = 4294967295',
      'Acct-Input-Gigawords = 4294967295',
      'Acct-Output-Octets = 4294967295',
      'Acct-Output-Gigawords = 4294967295',
    ].join(', ');
    const res = await radclient('acct', ports.acct, secret, stop);
    expect(res.stdout, res.stderr).toMatch(/Received Accounting-Response/);
    const [session] = (await sessionsOf(ctx.db, router.id)).filter((s) => s.acctSessionId === 'huge-1');
    expect(session).toMatchObject({
      durationSeconds: 2_147_483_647,
      bytesIn: Number.MAX_SAFE_INTEGER,
      bytesOut: Number.MAX_SAFE_INTEGER,
      countersClamped: true,
    });
    expect(await lastProblem(router.id)).toEqual({ problem: 'clamped_counters', count: 1 });
    // An ordinary packet of the same box is still answered and stored as sent.
    const next = await radclient(
      'acct',
      ports.acct,
      secret,
      `NAS-Identifier = "${serial}", Acct-Session-Id = "plain-1", Calling-Station-Id = "AA:BB:CC:00:01:02", Acct-Status-Type = Start`,
    );
    expect(next.stdout).toMatch(/Received Accounting-Response/);
    const [plain] = (await sessionsOf(ctx.db, router.id)).filter((s) => s.acctSessionId === 'plain-1');
    expect(plain?.countersClamped).toBe(false);
  });
});

describe('any real NAS works (issue 27 §6)', () => {
  it('PAP without Message-Authenticator is accepted until the box sends one (auto), then required', async () => {
    const { router, secret, serial } = await boxNo(1);
    const first = await createVoucher(ctx.db, world.mine.partner.id);
    const unsigned = await radclient(
      'auth',
      ports.auth,
      secret,
      papText(serial, first.code, { signed: false }),
    );
    expect(unsigned.stdout, unsigned.stderr).toMatch(/Received Access-Accept/);
    const second = await createVoucher(ctx.db, world.mine.partner.id);
    const signed = await radclient('auth', ports.auth, secret, papText(serial, second.code));
    expect(signed.stdout).toMatch(/Received Access-Accept/);
    const third = await createVoucher(ctx.db, world.mine.partner.id);
    const later = await radclient('auth', ports.auth, secret, papText(serial, third.code, { signed: false }));
    expect(later.stdout).not.toMatch(/Received/);
    expect((await voucherRow(ctx.db, third.id)).firstUsedAt).toBeNull();
    expect(await lastProblem(router.id)).toEqual({ problem: 'no_message_authenticator', count: 1 });
  });

  it("a box set to 'yes' needs Message-Authenticator from its first request", async () => {
    const { router, serial } = await boxNo(2);
    await ctx.db
      .insert(radiusNasStates)
      .values({ routerId: router.id, requireMessageAuthenticator: 'yes' })
      .onConflictDoUpdate({ target: radiusNasStates.routerId, set: { requireMessageAuthenticator: 'yes' } });
    // Issuing the secret again drops the box's cached entry, so the policy is read.
    secrets.set(router.id, await issueRadiusSecret(ctx, world.mine.tokens.access, router.id));
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const res = await radclient(
      'auth',
      ports.auth,
      secrets.get(router.id)!,
      papText(serial, v.code, { signed: false }),
    );
    expect(res.stdout).not.toMatch(/Received/);
    expect(await lastProblem(router.id)).toEqual({ problem: 'no_message_authenticator', count: 1 });
  });

  it('an Access-Request without Calling-Station-Id gets an Access-Reject with a Reply-Message', async () => {
    const { router, secret, serial } = await boxNo(3);
    const v = await createVoucher(ctx.db, world.mine.partner.id);
    const res = await radclient('auth', ports.auth, secret, papText(serial, v.code, { mac: '' }));
    expect(res.stdout, res.stderr).toMatch(/Received Access-Reject/);
    expect(res.stdout).toContain(`Reply-Message = "${LOGIN_NEEDS_USER_AND_DEVICE}"`);
    expect((await voucherRow(ctx.db, v.id)).firstUsedAt).toBeNull();
    expect(await lastProblem(router.id)).toEqual({ problem: 'missing_attributes', count: 1 });
  });
});

describe('codes that cannot be guessed (issue 27 §3)', () => {
  it('a device past five wrong codes in a minute is refused without a lookup; another device is not', async () => {
    const { router, secret, serial } = await boxNo(4);
    const guesser = 'aa-bb-cc-00-04-01';
    for (let i = 0; i < 5; i += 1) {
      const res = await radclient(
        'auth',
        ports.auth,
        secret,
        papText(serial, `ZZZZZZZ${i + 2}`, { mac: guesser }),
      );
      expect(res.stdout).toContain(`Reply-Message = "${VOUCHER_REFUSALS.unknown}"`);
    }
    const real = await createVoucher(ctx.db, world.mine.partner.id);
    const blocked = await radclient('auth', ports.auth, secret, papText(serial, real.code, { mac: guesser }));
    expect(blocked.stdout).toMatch(/Received Access-Reject/);
    expect(blocked.stdout).toContain(`Reply-Message = "${VOUCHER_REFUSALS.throttled}"`);
    // Not looked up: the voucher is still unused.
    expect((await voucherRow(ctx.db, real.id)).firstUsedAt).toBeNull();
    expect(await lastProblem(router.id)).toEqual({ problem: 'throttled', count: 1 });
    // The real guest on the same box, typing their code wrong once, then right.
    const guest = 'aa-bb-cc-00-04-02';
    const typo = await radclient('auth', ports.auth, secret, papText(serial, 'ZZZZZZZ9', { mac: guest }));
    expect(typo.stdout).toContain(VOUCHER_REFUSALS.unknown);
    const ok = await radclient('auth', ports.auth, secret, papText(serial, real.code, { mac: guest }));
    expect(ok.stdout).toMatch(/Received Access-Accept/);
  });

  it('one box changing its Calling-Station-Id on every guess runs out of its budget; other boxes do not', async () => {
    const { secret, serial } = await boxNo(0);
    const guess = (n: number, code = 'ZZZZZZZZ') =>
      papLogin(
        { serial, secret },
        code,
        `02:00:00:00:${(n >> 8).toString(16).padStart(2, '0')}:${(n & 255).toString(16).padStart(2, '0')}`,
      );
    const real = await createVoucher(ctx.db, world.mine.partner.id);
    stoppedAt = new Date();
    try {
      const replies: string[] = [];
      for (let n = 0; n < 130; n += 1) {
        const answer = await sendDatagram(ports.auth, guess(n));
        replies.push(
          answer ? (radius.decode({ packet: answer, secret }).attributes['Reply-Message'] as string) : 'none',
        );
      }
      // The budget (120 wrong codes a minute) was spent by new devices; from then on, refused unseen.
      expect(replies.slice(0, 120)).toEqual(Array(120).fill(VOUCHER_REFUSALS.unknown));
      expect(replies.slice(120)).toEqual(Array(10).fill(VOUCHER_REFUSALS.throttled));
      const fresh = await sendDatagram(ports.auth, guess(9999, real.code));
      expect(radius.decode({ packet: fresh!, secret }).attributes['Reply-Message']).toBe(
        VOUCHER_REFUSALS.throttled,
      );
      expect((await voucherRow(ctx.db, real.id)).firstUsedAt).toBeNull();
      // Half a second later the bucket holds one wrong code again: the box is slowed, not shut out.
      stoppedAt = new Date(stoppedAt.getTime() + 500);
      const refilled = await sendDatagram(ports.auth, guess(10_000, real.code));
      expect(radius.decode({ packet: refilled!, secret }).code).toBe('Access-Accept');
    } finally {
      stoppedAt = null;
    }
    // Another box of the same partner is untouched.
    const other = await boxNo(3);
    const otherVoucher = await createVoucher(ctx.db, world.mine.partner.id);
    const res = await radclient(
      'auth',
      ports.auth,
      other.secret,
      papText(other.serial, otherVoucher.code, { mac: 'aa-bb-cc-00-03-09' }),
    );
    expect(res.stdout).toMatch(/Received Access-Accept/);
  });
});
