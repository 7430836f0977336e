import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { readDemoAccounts } from '../src/seed/demo-accounts';
import { seedDemoData } from '../src/seed/demo';
import { type TestContext, createTestContext } from './helpers/app';
import { bearer, signInWithOtp } from './helpers/session';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db);
});
afterAll(() => ctx.close());

const stateOf = async (email: string) =>
  (await readDemoAccounts(ctx.db)).find((a) => a.email === email)?.state;

describe("the banner's demo accounts are read from the database", () => {
  it('lists every seeded account; new.admin must still choose a password', async () => {
    const accounts = await readDemoAccounts(ctx.db);
    expect(accounts.map((a) => a.email)).toContain('premium.admin@example.com');
    expect(await stateOf('premium.admin@example.com')).toBe('ready');
    expect(await stateOf('new.admin@example.com')).toBe('must-change-password');
    // The support agent too, so a newcomer finds the support inbox's account in the banner.
    expect(accounts.find((a) => a.email === 'support.agent@example.com')).toMatchObject({
      partner: 'Platform support',
      plan: 'Support Inbox',
      state: 'ready',
    });
  });

  it('no longer claims the change once new.admin has chosen a password', async () => {
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('Chosen@5678'), changedPasswordAfterInitialLogin: true })
      .where(eq(users.email, 'new.admin@example.com'));
    expect(await stateOf('new.admin@example.com')).toBe('password-changed');
  });

  it('leaves out an account that is gone', async () => {
    await ctx.db.delete(users).where(eq(users.email, 'premium.staff@example.com'));
    expect(await stateOf('premium.staff@example.com')).toBeUndefined();
  });
});

describe("the demo's support agent", () => {
  it('signs in with the demo password and the one-time password, and reaches the support inbox only', async () => {
    const tokens = await signInWithOtp(ctx, 'support.agent@example.com', 'Demo@2345');
    const inbox = await ctx.app.inject({
      method: 'GET',
      url: '/v1/support-inbox/',
      headers: bearer(tokens.access),
    });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const routers = await ctx.app.inject({
      method: 'GET',
      url: '/v1/routers/',
      headers: bearer(tokens.access),
    });
    expect(routers.statusCode).toBe(403);
  });

  it('is seeded once', async () => {
    await seedDemoData(ctx.db);
    expect(
      await ctx.db.select().from(users).where(eq(users.email, 'support.agent@example.com')),
    ).toHaveLength(1);
  });
});
