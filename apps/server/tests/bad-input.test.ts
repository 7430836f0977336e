import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smes } from '../src/db/schema';
import { type BillingWorld, billingContext, billingWorld } from './helpers/billing-world';
import type { TestContext } from './helpers/app';
import { bearer } from './helpers/session';
import { multipartBody } from './helpers/multipart';

let ctx: TestContext;
let w: BillingWorld;
let deviceKey: string;

beforeAll(async () => {
  ctx = await billingContext();
  w = await billingWorld(ctx);
  const issued = await w.as('POST', `/v1/routers/${w.mine.routers[0]!.id}/device-key/`);
  deviceKey = issued.json().device_key;
});
afterAll(() => ctx.close());

const NUL = 'a\u0000b';
const heartbeat = (payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/device/heartbeat',
    headers: { authorization: `Device ${deviceKey}` },
    payload: payload as object,
  });
const patchMe = (fields: Record<string, string>) => {
  const { body, contentType } = multipartBody(fields);
  return ctx.app.inject({
    method: 'PATCH',
    url: '/v1/auth/users/me/',
    headers: { ...bearer(w.mine.tokens.access), 'content-type': contentType },
    payload: body,
  });
};
const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hill Top Lodge',
  tin_number: '100200300',
  admin_name: 'Eric Habimana',
  admin_phone: '+250 788 555 222',
  admin_email: 'eric@hilltop.rw',
  location: 'Musanze',
  subscription_plan: w.minePlan.id,
  type: 'Hotels',
  ...overrides,
});

describe('NUL characters (PostgreSQL text cannot hold them)', () => {
  const refused = { name: ['Null characters are not allowed.'] };

  it('are refused in a JSON body with a field error', async () => {
    const res = await w.as('POST', '/v1/realms/', { name: NUL, partner: w.mine.partner.id });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(refused);
  });

  it('are refused in nested fields and search parameters', async () => {
    const sme = await w.as('POST', '/v1/smes/', registration({ admin_name: NUL }));
    expect(sme.statusCode, sme.body).toBe(400);
    expect(sme.json()).toEqual({ admin_name: ['Null characters are not allowed.'] });
    for (const url of ['/v1/routers/?search=%00', '/v1/smes/?search=a%00', '/v1/auth/users/?search=%00']) {
      const res = await w.as('GET', url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ search: ['Null characters are not allowed.'] });
    }
  });

  it('are refused in the multipart profile form', async () => {
    const res = await patchMe({ first_name: NUL });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ first_name: ['Null characters are not allowed.'] });
  });
});

describe('ids', () => {
  it('in a path: too large or not written in decimal digits answers 404', async () => {
    for (const id of ['2147483648', '99999999999999999999', '0x10', '1e3', '%2012', '12.0', '-1', '0']) {
      for (const url of [`/v1/routers/${id}/`, `/v1/smes/${id}/`, `/v1/realms/${id}/`]) {
        const res = await w.as('GET', url);
        expect(res.statusCode, `${url} ${res.body}`).toBe(404);
        expect(res.json()).toEqual({ detail: 'Not found.' });
      }
    }
  });

  it('a path that is not valid UTF-8 or too long for the router answers 404 in the API’s format', async () => {
    for (const url of ['/v1/routers/%FF%FE/', '/v1/smes/%ED%A0%80/', `/v1/routers/${'9'.repeat(3000)}/`]) {
      const res = await w.as('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('the largest id that fits still reaches the handler (a plain 404 from the service)', async () => {
    const res = await w.as('GET', '/v1/routers/2147483647/');
    expect(res.statusCode).toBe(404);
  });

  it('in a query: too large or not decimal digits is a field error', async () => {
    for (const value of ['2147483648', '0x10', '1e3', '%2012', '12.0']) {
      for (const [url, field] of [
        [`/v1/routers/?realm=${value}`, 'realm'],
        [`/v1/realms/?sme=${value}`, 'sme'],
        [`/v1/partner/billing/?sme=${value}`, 'sme'],
        [`/v1/smes/?page=${value}`, 'page'],
      ] as const) {
        const res = await w.as('GET', url);
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
        expect(Object.keys(res.json()), url).toEqual([field]);
      }
    }
  });

  it('in a body: above 2,147,483,647 is a field error', async () => {
    const big = 2_147_483_648;
    const realm = await w.as('POST', '/v1/realms/', { name: 'Big', sme: big });
    expect(realm.statusCode, realm.body).toBe(400);
    expect(realm.json()).toEqual({ sme: ['Ensure this value is less than or equal to 2147483647.'] });
    const coupon = await w.as('POST', '/v1/discount-coupon/', {
      sme: big,
      addons: [big],
      code: 'BIG',
      percentage_discount: 5,
    });
    expect(coupon.statusCode, coupon.body).toBe(400);
    expect(Object.keys(coupon.json()).sort()).toEqual(['addons.0', 'sme']);
    const assign = await w.as('POST', '/v1/routers/add-to-realm/', {
      realm: w.mine.realm.id,
      routers: [big],
    });
    expect(assign.statusCode, assign.body).toBe(400);
    expect(Object.keys(assign.json())).toEqual(['routers.0']);
    const sme = await w.as('POST', '/v1/smes/', registration({ subscription_plan: big }));
    expect(sme.statusCode, sme.body).toBe(400);
    expect(Object.keys(sme.json())).toEqual(['subscription_plan']);
  });
});

describe('lone UTF-16 surrogates', () => {
  it('in heartbeat service names answer 400', async () => {
    const service = { name: 'nginx\ud800', type: 'service', status: 'running' };
    const res = await heartbeat({ services: { balena: [], os: [service] } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ 'services.os.0.name': ['Surrogate characters are not allowed: U+D800.'] });
  });

  it('in any text field answer 400', async () => {
    const res = await w.as('POST', '/v1/realms/', { name: 'x\udfff', partner: w.mine.partner.id });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ name: ['Surrogate characters are not allowed: U+DFFF.'] });
  });

  it('paired surrogates (emoji) are ordinary text', async () => {
    const res = await w.as('POST', '/v1/realms/', { name: 'Café 📶', partner: w.mine.partner.id });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('numbers the database cannot hold', () => {
  it('a reading finer than a 4-byte float is stored rounded, not refused by the database', async () => {
    const health = {
      cpu_percent: 1e-250,
      ram_percent: 50,
      disk_used_mb: 7.4e-323,
      disk_total_mb: 32000,
      uptime_seconds: 3600,
      running_processes: 150,
      upload_mbps: 3,
      download_mbps: 12,
      traffic_in_mb: 5,
      traffic_out_mb: 1,
    };
    const res = await heartbeat({ health });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('impossible dates', () => {
  it('in the profile date of birth are a field error', async () => {
    for (const date of ['2024-02-30', '0000-01-01', '10000-01-01', '2023-02-29', '2024-13-01']) {
      const res = await patchMe({ date_of_birth: date });
      expect(res.statusCode, `${date} ${res.body}`).toBe(400);
      expect(Object.keys(res.json())).toEqual(['date_of_birth']);
    }
    const leap = await patchMe({ date_of_birth: '2024-02-29' });
    expect(leap.statusCode, leap.body).toBe(200);
    expect(leap.json().date_of_birth).toBe('2024-02-29');
  });

  it('in heartbeat times are a field error', async () => {
    for (const at of ['2024-02-30T10:00:00Z', '0000-01-01T00:00:00Z', '2024-04-31T00:00:00+02:00']) {
      const res = await heartbeat({ recorded_at: at });
      expect(res.statusCode, `${at} ${res.body}`).toBe(400);
      expect(Object.keys(res.json())).toEqual(['recorded_at']);
    }
  });
});

describe('multipart bodies', () => {
  it('a truncated upload answers 400', async () => {
    const { body, contentType } = multipartBody({ first_name: 'Cut' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/auth/users/me/',
      headers: { ...bearer(w.mine.tokens.access), 'content-type': contentType },
      payload: body.subarray(0, body.length - 10),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('a multipart body without its boundary answers 400', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/auth/users/me/',
      headers: { ...bearer(w.mine.tokens.access), 'content-type': 'multipart/form-data' },
      payload: 'first_name=x',
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

describe('messages are the product’s own words', () => {
  it('a missing field is "This field is required."', async () => {
    const res = await w.as('POST', '/v1/realms/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['This field is required.'] });
  });

  it('wrong types, lengths and choices read like the rest of the API', async () => {
    const res = await w.as('POST', '/v1/smes/', {
      ...registration(),
      name: 'n'.repeat(121),
      tin_number: 7,
      auto_suspend: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['Ensure this field has no more than 120 characters.'],
      tin_number: ['Not a valid string.'],
      auto_suspend: ['Must be a valid boolean.'],
    });
  });

  it('ids and page numbers: missing, not a number, out of range', async () => {
    const missing = await w.as('POST', '/v1/routers/add-to-realm/', { routers: [w.mine.routers[0]!.id] });
    expect(missing.json()).toEqual({ realm: ['This field is required.'] });
    const text = await w.as('POST', '/v1/routers/add-to-realm/', { realm: 'one', routers: [0] });
    expect(text.json()).toEqual({
      realm: ['A valid integer is required.'],
      'routers.0': ['Ensure this value is greater than 0.'],
    });
    const page = await w.as('GET', '/v1/smes/?page=0&page_size=abc');
    expect(page.json()).toEqual({
      page: ['Ensure this value is greater than or equal to 1.'],
      page_size: ['A valid integer is required.'],
    });
  });

  it('no answer carries the validator’s own text', async () => {
    const bodies: unknown[] = [[], 'text', 42, null, { name: [] }, { name: { a: 1 } }];
    for (const body of bodies) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/realms/',
        headers: { ...bearer(w.mine.tokens.access), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).not.toMatch(/Invalid input|expected|received/i);
    }
  });
});

describe('concurrent requests on a unique key', () => {
  it('the same SME admin email eight times at once: one SME, seven field errors', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        w.as('POST', '/v1/smes/', registration({ name: `Same Email ${i}`, admin_email: 'same@race.rw' })),
      ),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes, replies.map((r) => r.body).join('\n')).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    const sequential = await w.as('POST', '/v1/smes/', registration({ admin_email: 'same@race.rw' }));
    for (const refused of [...replies.filter((r) => r.statusCode === 400), sequential])
      expect(refused.json()).toEqual({ admin_email: ['A user with this email already exists.'] });
    expect(await ctx.db.select().from(smes).where(eq(smes.adminEmail, 'same@race.rw'))).toHaveLength(1);
  });

  it('the same coupon code eight times at once: one coupon, seven field errors', async () => {
    const addons = (await w.as('GET', '/v1/addon/')).json() as { id: number }[];
    const coupon = () =>
      w.as('POST', '/v1/discount-coupon/', {
        sme: w.mine.sme.id,
        addons: [addons[0]!.id],
        code: 'RACE10',
        percentage_discount: 10,
      });
    const replies = await Promise.all(Array.from({ length: 8 }, coupon));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes, replies.map((r) => r.body).join('\n')).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    for (const refused of [...replies.filter((r) => r.statusCode === 400), await coupon()])
      expect(refused.json()).toEqual({ code: ['A discount coupon with this code already exists.'] });
  });

  it('eight different SMEs at once for one partner all register, with distinct SME IDs', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        w.as('POST', '/v1/smes/', registration({ name: `Burst ${i}`, admin_email: `burst${i}@race.rw` })),
      ),
    );
    expect(
      replies.map((r) => r.statusCode),
      replies.map((r) => r.body).join('\n'),
    ).toEqual(Array(8).fill(201));
    const ids = replies.map((r) => r.json().unique_id as string);
    expect(new Set(ids).size).toBe(8);
  });
});
