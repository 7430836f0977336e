import { readFileSync, readdirSync } from 'node:fs';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOnNotActive } from '@ared/contract/add-ons';
import { SMS_PHONE_MESSAGE, VOUCHER_SERVICE_TEXTS } from '@ared/contract/vouchers';
import { partners, smsMessages } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { createSmsTransport, sendSms } from '../src/modules/sms';
import { forgetPartners } from '../src/modules/auth/session-liveness';
import { type TestContext, createTestContext } from './helpers/app';
import { NOW } from './helpers/billing-world';
import { insertVoucher, voucherWorld } from './helpers/voucher-world';

/** A stand-in for the SMS provider on 127.0.0.1: answers `status` and keeps what it was sent. */
async function provider(status: number, answer: object) {
  const received: { headers: IncomingHttpHeaders; body: unknown }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(body) });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const clock = createTestClock(NOW);
const hoursFromNow = (h: number) => new Date(Date.parse(NOW) + h * 3_600_000);
const silent = pino({ level: 'silent' });

async function smsRows(ctx: TestContext, partnerId: number) {
  return ctx.db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.partnerId, partnerId))
    .orderBy(smsMessages.id);
}
async function totalSent(ctx: TestContext, partnerId: number) {
  const [row] = await ctx.db.select().from(partners).where(eq(partners.id, partnerId));
  return row!.totalSmsSent;
}

describe('the SMS sender, file transport (no SMS_URL)', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof voucherWorld>>;
  beforeAll(async () => {
    ctx = await createTestContext(
      { RESPONSE_VALIDATION: 'on', BILLING_TIME_ZONE: 'Africa/Kigali' },
      { clock },
    );
    world = await voucherWorld(ctx);
    for (const side of [world.mine, world.theirs])
      await ctx.db
        .update(partners)
        .set({ hasVoucherSmsFeatureEnabled: true })
        .where(eq(partners.id, side.partner.id));
    forgetPartners([world.mine.partner.id, world.theirs.partner.id]);
  });
  afterAll(() => ctx.close());

  it('writes the voucher SMS to DATA_DIR/sms, logs it as sent and counts it (staff may send)', async () => {
    const partnerId = world.mine.partner.id;
    // 90 minutes; expires NOW + 24 h = the next day 08:00Z = 10:00 in Kigali (UTC+2).
    await insertVoucher(ctx, {
      partnerId,
      code: 'SMSAAAAA',
      durationSeconds: 5400,
      expiryDate: hoursFromNow(24),
    });
    const res = await world.mineService(
      'POST',
      '/vouchers/smsa-aaaa/sms/',
      { phone: '+250 788 123 456' },
      world.staff.access,
    );
    expect(res.statusCode, res.body).toBe(201);
    const day = hoursFromNow(24).toISOString().slice(0, 10);
    const message = `Your Wi-Fi voucher: SMSAAAAA. Valid 90 minutes. Expires ${day} 10:00.`;
    expect(res.json()).toMatchObject({ status: 'sent', phone: '+250788123456', message, error: null });
    const files = readdirSync(ctx.config.sms.dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.txt$/);
    expect(readFileSync(join(ctx.config.sms.dir, files[0]!), 'utf8')).toContain(message);
    const [row] = await smsRows(ctx, partnerId);
    expect(row).toMatchObject({ status: 'sent', phone: '+250788123456', body: message, reference: files[0] });
    expect(row!.voucherId).not.toBeNull();
    expect(await totalSent(ctx, partnerId)).toBe(1);
  });

  it('refuses a phone that is not E.164-ish with a field error, and sends nothing', async () => {
    await insertVoucher(ctx, {
      partnerId: world.mine.partner.id,
      code: 'SMSBBBBB',
      expiryDate: hoursFromNow(5),
    });
    for (const phone of ['', 'abc', '+0788123456', '12345', '+2507881234567890', 'x'.repeat(40)]) {
      const res = await world.mineService('POST', '/vouchers/SMSBBBBB/sms/', { phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json(), phone).toEqual({ phone: [SMS_PHONE_MESSAGE] });
    }
    const missing = await world.mineService('POST', '/vouchers/SMSBBBBB/sms/', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['phone']);
    expect(await smsRows(ctx, world.mine.partner.id)).toHaveLength(1);
  });

  it('sends only an active voucher (400), only the own partner’s (404)', async () => {
    const partnerId = world.mine.partner.id;
    await insertVoucher(ctx, { partnerId, code: 'SMSCCCCC', status: 'revoked', expiryDate: hoursFromNow(5) });
    await insertVoucher(ctx, { partnerId, code: 'SMSDDDDD', expiryDate: hoursFromNow(-1) });
    for (const code of ['SMSCCCCC', 'SMSDDDDD']) {
      const res = await world.mineService('POST', `/vouchers/${code}/sms/`, { phone: '+250788123456' });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({ detail: VOUCHER_SERVICE_TEXTS.smsOnlyActive });
    }
    await insertVoucher(ctx, {
      partnerId: world.theirs.partner.id,
      code: 'SMSTHEIR',
      expiryDate: hoursFromNow(5),
    });
    const theirs = await world.mineService('POST', '/vouchers/SMSTHEIR/sms/', { phone: '+250788123456' });
    expect(theirs.statusCode).toBe(404);
    const unknown = await world.mineService('POST', '/vouchers/NOPE0000/sms/', { phone: '+250788123456' });
    expect(unknown.statusCode).toBe(404);
    expect(await smsRows(ctx, partnerId)).toHaveLength(1);
    expect(await smsRows(ctx, world.theirs.partner.id)).toHaveLength(0);
  });

  it('sends one SMS for the same request eight times at once, and a voucher five times an hour at most', async () => {
    const partnerId = world.mine.partner.id;
    await insertVoucher(ctx, { partnerId, code: 'SMSEEEEE', expiryDate: hoursFromNow(5) });
    const before = (await smsRows(ctx, partnerId)).length;
    const send = (phone: string) => world.mineService('POST', '/vouchers/SMSEEEEE/sms/', { phone });
    const burst = await Promise.all(Array.from({ length: 8 }, () => send('+250788000001')));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 429, 429, 429, 429, 429, 429, 429]);
    expect(burst.find((r) => r.statusCode === 429)!.json().detail).toMatch(/^Too many requests/);
    // Other numbers (a mistyped one corrected): four more, then the voucher's hourly limit.
    for (const n of [2, 3, 4, 5]) expect((await send(`+25078800000${n}`)).statusCode).toBe(201);
    expect((await send('+250788000006')).statusCode).toBe(429);
    expect(await smsRows(ctx, partnerId)).toHaveLength(before + 5);
  });

  it('refuses with 403 when the partner lacks the voucher SMS feature', async () => {
    const partnerId = world.mine.partner.id;
    await ctx.db
      .update(partners)
      .set({ hasVoucherSmsFeatureEnabled: false })
      .where(eq(partners.id, partnerId));
    forgetPartners([partnerId]);
    const res = await world.mineService('POST', '/vouchers/SMSBBBBB/sms/', { phone: '+250788123456' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: addOnNotActive('has_voucher_sms_feature_enabled') });
    await ctx.db
      .update(partners)
      .set({ hasVoucherSmsFeatureEnabled: true })
      .where(eq(partners.id, partnerId));
    forgetPartners([partnerId]);
    expect(await smsRows(ctx, partnerId)).toHaveLength(6);
  });
});

describe('the SMS sender, HTTP transport (SMS_URL)', () => {
  it('POSTs {to, message, sender} with the bearer token; 2xx is sent with the provider’s id', async () => {
    const ok = await provider(200, { id: 'msg-42' });
    const ctx = await createTestContext(
      { RESPONSE_VALIDATION: 'on', SMS_URL: ok.url, SMS_TOKEN: 'secret-token', SMS_SENDER: 'CAFE' },
      { clock },
    );
    try {
      const world = await voucherWorld(ctx);
      const partnerId = world.mine.partner.id;
      await ctx.db
        .update(partners)
        .set({ hasVoucherSmsFeatureEnabled: true })
        .where(eq(partners.id, partnerId));
      forgetPartners([partnerId]);
      await insertVoucher(ctx, {
        partnerId,
        code: 'HTTPAAAA',
        durationSeconds: 1200,
        expiryDate: hoursFromNow(2),
      });
      const res = await world.mineService('POST', '/vouchers/HTTPAAAA/sms/', { phone: '250788000111' });
      expect(res.statusCode, res.body).toBe(201);
      expect(ok.received).toHaveLength(1);
      expect(ok.received[0]!.headers.authorization).toBe('Bearer secret-token');
      expect(ok.received[0]!.body).toEqual({
        to: '250788000111',
        message: expect.stringMatching(/^Your Wi-Fi voucher: HTTPAAAA\. Valid 20 minutes\. Expires /),
        sender: 'CAFE',
      });
      expect(await smsRows(ctx, partnerId)).toMatchObject([
        { status: 'sent', reference: 'msg-42', error: null },
      ]);
      expect(await totalSent(ctx, partnerId)).toBe(1);
      expect(readdirSync(ctx.config.dataDir)).not.toContain('sms');
    } finally {
      await ctx.close();
      await ok.close();
    }
  });

  it('a non-2xx answer is a failed SMS with the reason: logged, not counted, 502 to the caller', async () => {
    const refusing = await provider(500, { error: 'insufficient credit' });
    const ctx = await createTestContext({ RESPONSE_VALIDATION: 'on', SMS_URL: refusing.url }, { clock });
    try {
      const world = await voucherWorld(ctx);
      const partnerId = world.mine.partner.id;
      await ctx.db
        .update(partners)
        .set({ hasVoucherSmsFeatureEnabled: true })
        .where(eq(partners.id, partnerId));
      forgetPartners([partnerId]);
      await insertVoucher(ctx, { partnerId, code: 'HTTPBBBB', expiryDate: hoursFromNow(2) });
      const res = await world.mineService('POST', '/vouchers/HTTPBBBB/sms/', { phone: '+250788000111' });
      expect(res.statusCode).toBe(502);
      const reason = 'provider answered 500: {"error":"insufficient credit"}';
      expect(res.json()).toEqual({ detail: VOUCHER_SERVICE_TEXTS.smsFailed(reason) });
      // No token configured: no Authorization header.
      expect(refusing.received[0]!.headers.authorization).toBeUndefined();
      expect(await smsRows(ctx, partnerId)).toMatchObject([
        { status: 'failed', error: reason, reference: null },
      ]);
      expect(await totalSent(ctx, partnerId)).toBe(0);
    } finally {
      await ctx.close();
      await refusing.close();
    }
  });

  it('a network error is a failed SMS with the reason', async () => {
    const gone = await provider(200, {});
    await gone.close();
    const ctx = await createTestContext({}, { clock });
    try {
      const world = await voucherWorld(ctx);
      const transport = createSmsTransport({ ...ctx.config.sms, url: gone.url }, silent);
      expect(transport.kind).toBe('http');
      const result = await sendSms(ctx.db, transport, 'ARED', {
        partnerId: world.mine.partner.id,
        to: '+250788000111',
        message: 'hello',
      });
      expect(result).toMatchObject({ status: 'failed', error: 'network error: ECONNREFUSED' });
      expect(await smsRows(ctx, world.mine.partner.id)).toMatchObject([
        { status: 'failed', routerId: null, voucherId: null, body: 'hello' },
      ]);
    } finally {
      await ctx.close();
    }
  });
});
