import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { PASSWORD, createPartner, createUser } from './helpers/factories';
import { multipartRequest } from './helpers/multipart';
import { signInWithOtp } from './helpers/session';

let ctx: TestContext;
let partnerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  partnerId = (await createPartner(ctx.db)).id;
});
afterAll(() => ctx.close());

async function signedInUser() {
  const user = await createUser(ctx.db, { partnerId, firstName: 'Aline' });
  const { access } = await signInWithOtp(ctx, user.email);
  const patch = (fields: Record<string, string>) =>
    ctx.app.inject({ method: 'PATCH', url: '/v1/auth/users/me/', ...multipartRequest(access, fields) });
  const emailNow = async () => (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.email;
  const noticesTo = (address: string) =>
    ctx.mails().filter((m) => m.to.includes(address) && /email address/.test(m.subject));
  return { user, patch, emailNow, noticesTo };
}

describe('PATCH /v1/auth/users/me/ changing the email address', () => {
  it('asks for the current password and changes nothing without it', async () => {
    const { user, patch, emailNow, noticesTo } = await signedInUser();
    const res = await patch({ email: 'taken-over@example.com', first_name: 'Mallory' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      current_password: ['Enter your current password to change the email address.'],
    });
    expect(await emailNow()).toBe(user.email);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.firstName).toBe('Aline');
    expect(noticesTo(user.email)).toEqual([]);
  });

  it('refuses a wrong current password', async () => {
    const { user, patch, emailNow } = await signedInUser();
    const res = await patch({ email: 'taken-over@example.com', current_password: 'Guess@2345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ current_password: ['Invalid password.'] });
    expect(await emailNow()).toBe(user.email);
  });

  it('with the right password, changes it and mails the old address', async () => {
    const { user, patch, emailNow, noticesTo } = await signedInUser();
    const newEmail = `moved-${user.id}@example.com`;
    const res = await patch({ email: newEmail.toUpperCase(), current_password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(newEmail);
    expect(await emailNow()).toBe(newEmail);
    const [notice] = noticesTo(user.email);
    expect(notice?.body).toContain(newEmail);
    expect(notice?.body).toContain('Hello Aline,');
    expect(noticesTo(newEmail)).toEqual([]);
  });

  it('sending the same address (any case) is not a change and needs no password', async () => {
    const { user, patch } = await signedInUser();
    const res = await patch({ email: user.email.toUpperCase(), phone: '+250788000111' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, phone: '+250788000111' });
  });
});
