import { eq } from 'drizzle-orm';
import type { TestContext } from './app';
import { hotspotSessions, partners, vouchers } from '../../src/db/schema';
import { type Tokens, bearer, signInWithOtp } from './session';
import { twoPartners } from './world';

/**
 * Two partners (see twoPartners) that may create vouchers (a subscription plan), with staff signed in too,
 * and a caller for the voucher service: `as(method, path, body?, token?)` on /radius/{slug}/admin{path}.
 */
export async function voucherWorld(ctx: TestContext) {
  const world = await twoPartners(ctx);
  for (const side of [world.mine, world.theirs])
    await ctx.db.update(partners).set({ subscriptionPlan: 'Pro' }).where(eq(partners.id, side.partner.id));
  const staff: Tokens = await signInWithOtp(ctx, world.mine.staff.email);
  const service =
    (side: typeof world.mine) =>
    (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, token = side.tokens.access) =>
      ctx.app.inject({
        method,
        url: `/radius/${side.partner.slug}/admin${path}`,
        headers: bearer(token),
        ...(payload !== undefined && { payload: payload as object }),
      });
  return { ...world, staff, mineService: service(world.mine), theirsService: service(world.theirs) };
}

let acct = 0;

/** A guest session on one of the partner's boxes (what RADIUS accounting would write). */
export async function insertSession(
  ctx: TestContext,
  values: Partial<typeof hotspotSessions.$inferInsert> & { partnerId: number; routerId: number },
) {
  acct += 1;
  const [row] = await ctx.db
    .insert(hotspotSessions)
    .values({ sessionType: 'voucher', acctSessionId: `S${acct}`, clientMac: 'AA:BB:CC:DD:EE:01', ...values })
    .returning();
  return row!;
}

/** A voucher row written directly (states the API cannot reach by itself: used, expired). */
export async function insertVoucher(
  ctx: TestContext,
  values: Partial<typeof vouchers.$inferInsert> & { partnerId: number; code: string },
) {
  const [row] = await ctx.db
    .insert(vouchers)
    .values({ durationSeconds: 3600, expiryDate: new Date(Date.now() + 86_400_000), ...values })
    .returning();
  return row!;
}
