import { asc, eq, inArray } from 'drizzle-orm';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '@ared/contract/vouchers';
import type { Db } from '../db/client';
import { hotspotSessions, partners, realms, routers, vouchers } from '../db/schema';
import { DEMO_PARTNERS } from './demo-partners';
import { type Random, seededRandom } from './random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type VoucherPlan = {
  status: 'active' | 'used' | 'expired' | 'revoked';
  durationSeconds: number;
  multiUser?: boolean;
  /** Minutes ago it was created / first used (null: never). */
  createdAgo: number;
  usedAgo: number | null;
  expiryDays: number;
  devices: number;
};

/** One voucher of each kind a partner meets: unused, in use (single and multi-user), used up, expired, revoked. */
const KINDS: VoucherPlan[] = [
  { status: 'active', durationSeconds: 3600, createdAgo: 30, usedAgo: null, expiryDays: 1, devices: 0 },
  { status: 'active', durationSeconds: 86_400, createdAgo: 600, usedAgo: null, expiryDays: 7, devices: 0 },
  { status: 'used', durationSeconds: 7200, createdAgo: 300, usedAgo: 40, expiryDays: 1, devices: 1 },
  {
    status: 'active',
    durationSeconds: 86_400,
    multiUser: true,
    createdAgo: 900,
    usedAgo: 180,
    expiryDays: 3,
    devices: 3,
  },
  { status: 'expired', durationSeconds: 1800, createdAgo: 3000, usedAgo: 2900, expiryDays: 3, devices: 1 },
  {
    status: 'expired',
    durationSeconds: 3600,
    createdAgo: 6 * 1440,
    usedAgo: null,
    expiryDays: 1,
    devices: 0,
  },
  { status: 'revoked', durationSeconds: 3600, createdAgo: 2000, usedAgo: null, expiryDays: 7, devices: 0 },
];

const codeOf = (random: Random) =>
  Array.from({ length: VOUCHER_CODE_LENGTH }, () => random.pick([...VOUCHER_CODE_ALPHABET])).join('');
const macOf = (random: Random) =>
  Array.from({ length: 6 }, () => random.int(0, 255).toString(16).padStart(2, '0').toUpperCase()).join(':');

/**
 * Gives the Premium and SME demo partners vouchers in every state and guest sessions on their boxes, some
 * finished and some connected (the Kiosk plan has no vouchers). Idempotent: a partner that already has
 * vouchers is left as it is, so a database seeded before vouchers existed gets them on its next start.
 */
export async function seedDemoVouchers(db: Db, now = new Date()): Promise<void> {
  const slugs = DEMO_PARTNERS.filter((p) => p.plan !== 'Kiosk').map((p) => p.slug);
  const demo = await db.select({ id: partners.id }).from(partners).where(inArray(partners.slug, slugs));
  for (const [index, { id: partnerId }] of demo.entries()) {
    const [existing] = await db
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(eq(vouchers.partnerId, partnerId))
      .limit(1);
    if (existing) continue;
    await db.transaction((tx) =>
      seedPartnerVouchers(tx as unknown as Db, partnerId, now, seededRandom(5000 + index)),
    );
  }
}

async function seedPartnerVouchers(db: Db, partnerId: number, now: Date, random: Random): Promise<void> {
  const boxes = await db
    .select({ id: routers.id })
    .from(routers)
    .where(eq(routers.partnerId, partnerId))
    .orderBy(asc(routers.id))
    .limit(6);
  const [realm] = await db
    .select({ id: realms.id })
    .from(realms)
    .where(eq(realms.partnerId, partnerId))
    .orderBy(asc(realms.id))
    .limit(1);
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
  // Three of each kind, a few tied to the partner's first realm.
  const plans = [0, 1, 2].flatMap((round) => KINDS.map((kind) => ({ kind, round })));
  const rows = plans.map(({ kind, round }, i) => {
    const createdAt = ago(kind.createdAgo + round * 45);
    const macs = Array.from({ length: kind.devices }, () => macOf(random));
    return {
      partnerId,
      code: codeOf(random),
      status: kind.status,
      durationSeconds: kind.durationSeconds,
      multiUser: kind.multiUser ?? false,
      realmId: i % 4 === 0 ? (realm?.id ?? null) : null,
      batchId: `demo-${round}`,
      createdAt,
      expiryDate: new Date(createdAt.getTime() + kind.expiryDays * DAY),
      firstUsedAt: kind.usedAgo === null ? null : ago(kind.usedAgo + round * 5),
      usedBy: macs,
      revokedAt: kind.status === 'revoked' ? ago(kind.createdAgo - 60) : null,
    };
  });
  const inserted = await db.insert(vouchers).values(rows).onConflictDoNothing().returning();
  if (boxes.length === 0) return;

  const sessions: (typeof hotspotSessions.$inferInsert)[] = [];
  inserted.forEach((voucher, i) => {
    if (!voucher.firstUsedAt) return;
    const stillOn =
      voucher.status !== 'expired' &&
      voucher.firstUsedAt.getTime() + voucher.durationSeconds * 1000 > now.getTime();
    voucher.usedBy.forEach((mac, device) => {
      const box = boxes[(i + device) % boxes.length]!;
      const start = new Date(voucher.firstUsedAt!.getTime() + device * 7 * MINUTE);
      const connected = stillOn && device === 0;
      const stop = connected
        ? null
        : new Date(Math.min(now.getTime() - MINUTE, start.getTime() + random.int(10, 40) * MINUTE));
      const seconds = Math.max(0, Math.floor(((stop ?? now).getTime() - start.getTime()) / 1000));
      sessions.push({
        partnerId,
        routerId: box.id,
        voucherId: voucher.id,
        voucherCode: voucher.code,
        sessionType: 'voucher',
        acctSessionId: `demo-${voucher.id}-${device}`,
        clientIp: `10.10.${(i % 200) + 1}.${device + 10}`,
        clientMac: mac,
        status: connected ? 'connected' : 'disconnected',
        startTime: start,
        lastUpdate: stop ?? ago(2),
        stopTime: stop,
        durationSeconds: seconds,
        bytesIn: seconds * random.int(2_000, 40_000),
        bytesOut: seconds * random.int(500, 8_000),
        terminateCause: connected ? null : 'User-Request',
      });
    });
  });
  // Auto-Connect guests (no voucher): one online, two gone.
  for (let k = 0; k < 3; k += 1) {
    const start = ago(20 + k * 90);
    const connected = k === 0;
    const stop = connected ? null : ago(5 + k * 60);
    sessions.push({
      partnerId,
      routerId: boxes[k % boxes.length]!.id,
      sessionType: 'auto',
      acctSessionId: `demo-auto-${k}`,
      clientIp: `10.20.0.${k + 10}`,
      clientMac: macOf(random),
      status: connected ? 'connected' : 'disconnected',
      startTime: start,
      lastUpdate: stop ?? ago(1),
      stopTime: stop,
      durationSeconds: Math.floor(((stop ?? now).getTime() - start.getTime()) / 1000),
      bytesIn: random.int(1_000_000, 90_000_000),
      bytesOut: random.int(200_000, 9_000_000),
      terminateCause: connected ? null : 'Idle-Timeout',
    });
  }
  await db.insert(hotspotSessions).values(sessions).onConflictDoNothing();
}
