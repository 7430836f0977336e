import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app';
import { PASSWORD, createPartner, createRouter, createUser } from './helpers/factories';
import { multipartRequest } from './helpers/multipart';
import { databaseDigest } from './helpers/snapshot';
import { NOTHING_TO_CHANGE } from '../src/modules/users/me-service';
import { type Tokens, bearer, signInWithOtp } from './helpers/session';

let ctx: TestContext;
let tokens: Tokens;
let otherEmail: string;

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  ctx = await createTestContext();
  const partner = await createPartner(ctx.db, { plan: 'SME', name: 'Musanze Test' });
  await createRouter(ctx.db, partner.id, { serialNumber: 'MINE-1' });
  await createRouter(ctx.db, (await createPartner(ctx.db)).id, { serialNumber: 'THEIRS-1' });
  const user = await createUser(ctx.db, { partnerId: partner.id, firstName: 'Aline', lastName: 'Uwase' });
  otherEmail = (await createUser(ctx.db, { partnerId: partner.id })).email;
  tokens = await signInWithOtp(ctx, user.email);
});
afterAll(() => ctx.close());

/** The profile form as the browser sends it; the picture goes in `profile_pic`. */
const multipart = (fields: Record<string, string>, file?: { name: string; type: string; content: Buffer }) =>
  multipartRequest(tokens.access, fields, file && { field: 'profile_pic', ...file });

const patchMe = (body: ReturnType<typeof multipart>) =>
  ctx.app.inject({ method: 'PATCH', url: '/v1/auth/users/me/', ...body });

describe('GET /v1/auth/users/me/', () => {
  it('returns the user with the partner, its plan and only its own routers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/users/me/',
      headers: bearer(tokens.access),
    });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      full_name: 'Aline Uwase',
      role: 'partner_admin',
      otp_verified: true,
      accepted_terms_version: null,
    });
    expect(me.partner).toMatchObject({
      name: 'Musanze Test',
      plan: { name: 'SME' },
      routers: [{ serial_number: 'MINE-1' }],
    });
    // Test partners start with every add-on on but the Camera System (tests/helpers/factories.ts, decision 066).
    expect(me.partner).toHaveProperty('has_voucher_sms_feature_enabled', true);
    expect(me.partner).toHaveProperty('has_camera_solution_addon_enabled', false);
  });
});

describe('PATCH /v1/auth/users/me/', () => {
  it('updates the fields sent and keeps the others', async () => {
    const res = await patchMe(
      multipart({
        first_name: 'Alina',
        phone: '+250 788 111 222',
        gender: 'Female',
        date_of_birth: '1990-05-04',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Alina',
      last_name: 'Uwase',
      phone: '+250 788 111 222',
      date_of_birth: '1990-05-04',
    });
  });

  it('stores the profile picture and serves it back by URL', async () => {
    const res = await patchMe(multipart({}, { name: 'me.png', type: 'image/png', content: PNG }));
    expect(res.statusCode).toBe(200);
    const url = res.json().profile_pic as string;
    expect(url).toMatch(/^\/media\/profile_pics\/[\w-]+\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('checks the picture by its content, not its name', async () => {
    const res = await patchMe(
      multipart(
        {},
        { name: 'evil.png', type: 'image/png', content: Buffer.from('<script>alert(1)</script>') },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('profile_pic');
  });

  it('refuses a picture over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await patchMe(multipart({}, { name: 'big.png', type: 'image/png', content: big }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('detail');
  });

  it('refuses an email another account has, a bad gender and a bad date', async () => {
    const taken = await patchMe(multipart({ email: otherEmail.toUpperCase(), current_password: PASSWORD }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: ['user with this email already exists.'] });
    const bad = await patchMe(multipart({ gender: 'Robot', date_of_birth: '04/05/1990' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['date_of_birth', 'gender']);
  });

  it('answers a form naming no field it knows with a 400 that lists them, and changes nothing', async () => {
    const before = await databaseDigest(ctx.db);
    const forms: Record<string, string>[] = [{}, { unknown_field: 'x' }, { current_password: 'x' }];
    for (const fields of forms) {
      const res = await patchMe(multipart(fields));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ detail: NOTHING_TO_CHANGE });
    }
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('asks for multipart', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/auth/users/me/',
      headers: bearer(tokens.access),
      payload: { first_name: 'X' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('detail');
  });
});
