import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { PASSWORD, createPartner, createUser } from './helpers/factories';
import { bearer, signIn, signInWithOtp } from './helpers/session';

let ctx: TestContext;
let partnerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  partnerId = (await createPartner(ctx.db)).id;
});
afterAll(() => ctx.close());

const SAME = { new_password: ['The new password must be different from the current password.'] };
const post = (url: string, payload: object, access?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, ...(access && { headers: bearer(access) }) });
const rowOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('a new password equal to the current one is refused, nothing changed', () => {
  it('the forced first change cannot be skipped by sending the same password', async () => {
    const user = await createUser(ctx.db, { partnerId, changedPasswordAfterInitialLogin: false });
    const before = await rowOf(user.id);
    const tokens = await signIn(ctx, user.email);
    const res = await post(
      '/v1/users/update-password/',
      { current_password: PASSWORD, new_password: PASSWORD },
      tokens.access,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(SAME);
    const after = await rowOf(user.id);
    expect(after.changedPasswordAfterInitialLogin).toBe(false);
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it('on the profile page, and the other sessions stay', async () => {
    const user = await createUser(ctx.db, { partnerId });
    const other = await signInWithOtp(ctx, user.email);
    const mine = await signInWithOtp(ctx, user.email);
    const res = await post(
      '/v1/auth/users/set_password/',
      { current_password: PASSWORD, new_password: PASSWORD },
      mine.access,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(SAME);
    const otherMe = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/users/me/',
      headers: bearer(other.access),
    });
    expect(otherMe.statusCode).toBe(200);
  });

  it('from a reset link, which still works for another password', async () => {
    const user = await createUser(ctx.db, { partnerId });
    await post('/v1/auth/users/reset_password/', { email: user.email, site: { url: 'x', name: 'x' } });
    const link = ctx
      .mails()
      .filter((m) => m.to.includes(user.email) && /Reset/.test(m.subject))
      .at(-1)
      ?.body.match(/(http\S+password\/reset\?\S+)/)?.[1];
    const params = new URL(link!).searchParams;
    const confirm = (new_password: string, token = params.get('token')) =>
      post('/v1/auth/users/reset_password_confirm/', { uid: params.get('uid'), token, new_password });
    // Without a valid link the form says nothing about the password.
    const forged = await confirm(PASSWORD, 'not-the-token');
    expect(forged.json()).toEqual({ token: ['Invalid token for given user.'] });
    const same = await confirm(PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual(SAME);
    expect((await confirm('Fresh@2345')).statusCode).toBe(204);
  });
});
