import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createRouter, createUser } from './helpers/factories';
import { bearer, signIn, signInWithOtp } from './helpers/session';

let ctx: TestContext;
let email: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const partner = await createPartner(ctx.db, { name: 'Rubavu Test' });
  await createRouter(ctx.db, partner.id, { serialNumber: 'SECRET-SERIAL-1' });
  email = (
    await createUser(ctx.db, {
      partnerId: partner.id,
      firstName: 'Aline',
      lastName: 'Uwase',
      phone: '+250788123456',
      dateOfBirth: '1990-04-01',
      gender: 'Female',
      changedPasswordAfterInitialLogin: false,
    })
  ).email;
});
afterAll(() => ctx.close());

const me = (access: string) =>
  ctx.app.inject({ method: 'GET', url: '/v1/auth/users/me/', headers: bearer(access) });

describe('GET /v1/auth/users/me/ before the one-time password', () => {
  it('answers only what the OTP, terms and first-password pages show', async () => {
    const res = await me((await signIn(ctx, email)).access);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      email,
      first_name: 'Aline',
      full_name: 'Aline Uwase',
      role: 'partner_admin',
      changed_password_after_initial_login: false,
      accepted_terms_version: null,
      otp_verified: false,
    });
    expect(body).toMatchObject({ phone: '', date_of_birth: null, gender: null, partner: null });
    expect(res.body).not.toContain('SECRET-SERIAL-1');
    expect(res.body).not.toContain('+250788123456');
    expect(res.body).not.toContain('1990-04-01');
    expect(res.body).not.toContain('Rubavu Test');
  });

  it('answers everything once the OTP is verified', async () => {
    const res = await me((await signInWithOtp(ctx, email)).access);
    expect(res.json()).toMatchObject({
      phone: '+250788123456',
      date_of_birth: '1990-04-01',
      otp_verified: true,
      partner: { name: 'Rubavu Test', routers: [{ serial_number: 'SECRET-SERIAL-1' }] },
    });
  });
});
