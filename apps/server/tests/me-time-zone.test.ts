import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createUser } from './helpers/factories';
import { bearer, signInWithOtp } from './helpers/session';

/** Issue 29 §6: the header's "today" is the partner's calendar day, so the signed-in user carries its zone. */
let ctx: TestContext;
let email: string;

beforeAll(async () => {
  ctx = await createTestContext({ BILLING_TIME_ZONE: 'America/New_York' });
  email = (await createUser(ctx.db, { partnerId: (await createPartner(ctx.db)).id })).email;
});
afterAll(() => ctx.close());

describe("the signed-in user's partner", () => {
  it('carries the calendar the platform keeps its days in (BILLING_TIME_ZONE)', async () => {
    const tokens = await signInWithOtp(ctx, email);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/users/me/',
      headers: bearer(tokens.access),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().partner.time_zone).toBe('America/New_York');
    // The zone's offset now, which the header's date is computed from (UTC−5 in winter, UTC−4 in summer).
    const offset = me.json().partner.utc_offset_minutes;
    expect([-300, -240]).toContain(offset);
    const newYorkHour = Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    expect((new Date().getUTCHours() + offset / 60 + 24) % 24).toBe(newYorkHour);
  });
});
