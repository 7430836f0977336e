import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mobileMoneyPaymentEvents, mobileMoneyPayments } from '../src/db/schema';
import {
  MobileMoneyUnavailable,
  type MobileMoneyProvider,
  type Payment,
  type PaymentPurpose,
  SANDBOX_PHONES,
  onPaymentReversed,
  onPaymentSucceeded,
  paymentOf,
  refreshPayment,
  requestPayment,
} from '../src/modules/mobile-money';
import { reconcilePayments } from '../src/modules/mobile-money/reconcile-job';
import { reversePayment, settlePayment } from '../src/modules/mobile-money/settlement';
import { SANDBOX_CREDENTIALS } from '../src/modules/mobile-money/sandbox/credentials';
import { saveCredentials } from '../src/modules/mobile-money/credentials';
import { type MoneyWorld, moneyWorld, settledRow, sleep } from './helpers/mobile-money-world';

/**
 * Mobile-money payments end to end against the local sandbox provider (issue 32 §1 and §4): each adapter
 * through every outcome, callbacks believed only as the provider's status says, the job settling lost
 * callbacks and expiring what the provider never confirms, and one payment per idempotency key.
 */

let world: MoneyWorld;
/** Payments the test purpose's handler saw, in order (it runs inside the settling transaction). */
const succeeded: Payment[] = [];
let failHandler = false;
/** What the handler leaves for after the commit, when a test sets it. */
let followUp: ((payment: Payment) => Promise<void>) | null = null;

const purpose: PaymentPurpose = { kind: 'sme_billing', billingId: 1, smeId: 1 };
let keys = 0;
const pay = (
  provider: MobileMoneyProvider,
  phone: string,
  extra: { key?: string; partnerId?: number } = {},
) =>
  requestPayment(world.ctx.app.deps, {
    partnerId: extra.partnerId ?? world.partnerId,
    provider,
    phone,
    amountMinor: 300,
    currency: 'RWF',
    purpose,
    idempotencyKey: extra.key ?? `key-${(keys += 1)}`,
  });
const reconcile = () => reconcilePayments(world.ctx.app.deps, world.ctx.app.log);
const eventsOf = (paymentId: string) =>
  world.ctx.db
    .select()
    .from(mobileMoneyPaymentEvents)
    .where(eq(mobileMoneyPaymentEvents.paymentId, paymentId))
    .orderBy(asc(mobileMoneyPaymentEvents.id));
const requestsOf = (provider: MobileMoneyProvider) =>
  world.sandbox.received.filter((r) => r.provider === provider && r.kind === 'request').length;

beforeAll(async () => {
  world = await moneyWorld();
  onPaymentSucceeded('sme_billing', async (_tx, payment) => {
    if (failHandler) throw new Error('handler failed');
    succeeded.push(payment);
    const after = followUp;
    return after ? () => after(payment) : undefined;
  });
});
afterAll(() => world.close());
afterEach(() => {
  failHandler = false;
  followUp = null;
});

describe.each(['mtn_momo', 'airtel_money'] as const)('%s against the sandbox', (provider) => {
  it('success: the callback, checked at the provider, settles it once and runs the handler once', async () => {
    const before = succeeded.length;
    const payment = await pay(provider, SANDBOX_PHONES.success);
    expect(payment).toMatchObject({
      status: 'pending',
      provider,
      amountMinor: 300,
      currency: 'RWF',
      purpose,
    });
    const row = await settledRow(world.ctx, payment.id);
    expect(row.status).toBe('successful');
    expect(row.providerReference).toMatch(/^\d+$/);
    expect(row.settledAt).not.toBeNull();
    expect(succeeded.length - before).toBe(1);
    expect(succeeded.at(-1)!.id).toBe(payment.id);
    const kinds = (await eventsOf(payment.id)).map((e) => e.kind);
    expect(kinds).toEqual(['requested', 'callback', 'status_read', 'transition']);
  });

  it.each([
    [SANDBOX_PHONES.declined, 'declined'],
    [SANDBOX_PHONES.insufficientFunds, 'insufficient_funds'],
  ] as const)('%s fails as %s, without running the handler', async (phone, failure) => {
    const before = succeeded.length;
    const payment = await pay(provider, phone);
    const row = await settledRow(world.ctx, payment.id);
    expect(row).toMatchObject({ status: 'failed', failure, providerReference: null });
    expect(succeeded.length).toBe(before);
  });

  it("timeout: pending while the payer does not answer, failed as timed out when the provider's prompt expires", async () => {
    const payment = await pay(provider, SANDBOX_PHONES.timeout);
    await sleep(200);
    expect((await paymentOf(world.ctx.app.deps, world.partnerId, payment.id))!.status).toBe('pending');
    const row = await settledRow(world.ctx, payment.id);
    expect(row).toMatchObject({ status: 'failed', failure: 'timeout' });
  });

  it('callback lost: stays pending until the reconciliation job asks the provider, then settles once', async () => {
    const before = succeeded.length;
    const payment = await pay(provider, SANDBOX_PHONES.callbackLost);
    await sleep(500);
    expect((await paymentOf(world.ctx.app.deps, world.partnerId, payment.id))!.status).toBe('pending');
    // Under a minute old: the job leaves it to its callback.
    await reconcile();
    expect((await paymentOf(world.ctx.app.deps, world.partnerId, payment.id))!.status).toBe('pending');
    world.clock.set(new Date(world.clock.now().getTime() + 2 * 60_000));
    await reconcile();
    const settled = await paymentOf(world.ctx.app.deps, world.partnerId, payment.id);
    expect(settled).toMatchObject({ status: 'successful' });
    expect(succeeded.length - before).toBe(1);
    await reconcile();
    expect(succeeded.length - before).toBe(1);
    const transition = (await eventsOf(payment.id)).find((e) => e.kind === 'transition');
    expect(transition!.detail).toMatchObject({ to: 'successful', source: 'reconciliation' });
  });

  it('expires a payment the provider never confirms within MOMO_EXPIRE_MINUTES', async () => {
    const payment = await pay(provider, SANDBOX_PHONES.timeout);
    world.clock.set(new Date(world.clock.now().getTime() + 11 * 60_000));
    await reconcile();
    const row = await paymentOf(world.ctx.app.deps, world.partnerId, payment.id);
    expect(row).toMatchObject({ status: 'expired', failure: 'timeout' });
    // The provider's own expiry callback later changes nothing.
    await sleep(3200);
    expect((await paymentOf(world.ctx.app.deps, world.partnerId, payment.id))!.status).toBe('expired');
  });

  it('refreshPayment asks the provider now (a guest reopening the page) and settles a lost callback', async () => {
    const payment = await pay(provider, SANDBOX_PHONES.callbackLost);
    await sleep(500);
    world.clock.set(new Date(world.clock.now().getTime() + 5_000));
    const refreshed = await refreshPayment(world.ctx.app.deps, world.partnerId, payment.id);
    expect(refreshed).toMatchObject({ id: payment.id, status: 'successful' });
  });

  it('the same key eight times at once: one payment, one provider request', async () => {
    const before = requestsOf(provider);
    const key = `eight-${provider}`;
    const payments = await Promise.all(
      Array.from({ length: 8 }, () => pay(provider, SANDBOX_PHONES.success, { key })),
    );
    expect(new Set(payments.map((p) => p.id)).size).toBe(1);
    expect(requestsOf(provider) - before).toBe(1);
    const rows = await world.ctx.db
      .select()
      .from(mobileMoneyPayments)
      .where(eq(mobileMoneyPayments.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    await settledRow(world.ctx, payments[0]!.id);
    const again = await pay(provider, SANDBOX_PHONES.success, { key });
    expect(again).toMatchObject({ id: payments[0]!.id, status: 'successful' });
    expect(requestsOf(provider) - before).toBe(1);
  });
});

describe('numbers the provider refuses', () => {
  it('Airtel: a number outside the merchant country fails at once as invalid_phone (returned, not thrown)', async () => {
    const before = requestsOf('airtel_money');
    const payment = await pay('airtel_money', '256700000001');
    expect(payment).toMatchObject({ status: 'failed', failure: 'invalid_phone' });
    expect(requestsOf('airtel_money') - before).toBe(1);
  });
});

describe('callbacks are never trusted', () => {
  const mtnCallback = (externalId: string, status = 'SUCCESSFUL') =>
    world.ctx.app.inject({
      method: 'PUT',
      url: '/v1/mobile-money/callbacks/mtn-momo/',
      payload: { externalId, status, financialTransactionId: '999', amount: '300', currency: 'RWF' },
    });
  const airtelCallback = (id: string) =>
    world.ctx.app.inject({
      method: 'POST',
      url: '/v1/mobile-money/callbacks/airtel-money/',
      payload: { transaction: { id, status_code: 'TS', airtel_money_id: '999', message: 'paid' } },
    });

  it('a forged success for a payment still pending at the provider changes nothing and answers like any other', async () => {
    const mtn = await pay('mtn_momo', SANDBOX_PHONES.timeout);
    const airtel = await pay('airtel_money', SANDBOX_PHONES.timeout);
    const before = succeeded.length;
    expect((await mtnCallback(mtn.id)).statusCode).toBe(204);
    expect((await airtelCallback(airtel.id)).statusCode).toBe(204);
    for (const id of [mtn.id, airtel.id])
      expect(await paymentOf(world.ctx.app.deps, world.partnerId, id)).toMatchObject({
        status: 'pending',
        providerReference: null,
      });
    expect(succeeded.length).toBe(before);
  });

  it('an unknown id, or one provider naming the other provider’s payment, answers the same and changes nothing', async () => {
    const airtel = await pay('airtel_money', SANDBOX_PHONES.timeout);
    expect((await mtnCallback('6b1f8d0e-1111-4222-8333-944455556666')).statusCode).toBe(204);
    expect((await mtnCallback(airtel.id)).statusCode).toBe(204);
    expect((await airtelCallback('not-a-payment')).statusCode).toBe(204);
    expect((await paymentOf(world.ctx.app.deps, world.partnerId, airtel.id))!.status).toBe('pending');
    expect((await eventsOf(airtel.id)).map((e) => e.kind)).toEqual(['requested']);
  });

  it('duplicate callbacks after the payment settled change nothing', async () => {
    const before = succeeded.length;
    const payment = await pay('mtn_momo', SANDBOX_PHONES.success);
    await settledRow(world.ctx, payment.id);
    const responses = await Promise.all(Array.from({ length: 5 }, () => mtnCallback(payment.id)));
    expect(responses.map((r) => r.statusCode)).toEqual([204, 204, 204, 204, 204]);
    expect(succeeded.length - before).toBe(1);
    const transitions = (await eventsOf(payment.id)).filter((e) => e.kind === 'transition');
    expect(transitions).toHaveLength(1);
  });

  it('eight callbacks and a refresh arriving together for a confirmed payment settle it once', async () => {
    const before = succeeded.length;
    const payment = await pay('mtn_momo', SANDBOX_PHONES.callbackLost);
    await sleep(500);
    world.clock.set(new Date(world.clock.now().getTime() + 10_000));
    await Promise.all([
      ...Array.from({ length: 8 }, () => mtnCallback(payment.id)),
      refreshPayment(world.ctx.app.deps, world.partnerId, payment.id),
    ]);
    expect((await paymentOf(world.ctx.app.deps, world.partnerId, payment.id))!.status).toBe('successful');
    expect(succeeded.length - before).toBe(1);
    expect((await eventsOf(payment.id)).filter((e) => e.kind === 'transition')).toHaveLength(1);
  });

  it('bad bodies answer 400, never 500', async () => {
    for (const [url, payload] of [
      ['/v1/mobile-money/callbacks/mtn-momo/', '{"externalId":'],
      ['/v1/mobile-money/callbacks/mtn-momo/', '[]'],
      ['/v1/mobile-money/callbacks/mtn-momo/', '{"externalId":42}'],
      ['/v1/mobile-money/callbacks/airtel-money/', '{"transaction":"x"}'],
      ['/v1/mobile-money/callbacks/airtel-money/', 'null'],
    ] as const) {
      const response = await world.ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${url} ${payload}`).toBe(400);
    }
  });
});

describe('settlement and the purpose handler share one transaction', () => {
  it('a failing handler leaves the payment pending; the job settles it once the handler works', async () => {
    failHandler = true;
    const before = succeeded.length;
    const payment = await pay('airtel_money', SANDBOX_PHONES.success);
    await sleep(500);
    expect((await paymentOf(world.ctx.app.deps, world.partnerId, payment.id))!.status).toBe('pending');
    expect((await eventsOf(payment.id)).filter((e) => e.kind === 'transition')).toHaveLength(0);
    failHandler = false;
    world.clock.set(new Date(world.clock.now().getTime() + 2 * 60_000));
    await reconcile();
    expect((await paymentOf(world.ctx.app.deps, world.partnerId, payment.id))!.status).toBe('successful');
    expect(succeeded.length - before).toBe(1);
  });
});

describe('what the handler leaves for after the commit (a purchase’s SMS)', () => {
  it('runs once the settlement has committed, before settling returns; never after a rollback', async () => {
    const seen: string[] = [];
    // Read from outside the settling transaction: inside it, PostgreSQL would show the payment still
    // pending, and PGlite (one connection) would wait for the transaction for ever.
    followUp = async (payment) => {
      const [row] = await world.ctx.db
        .select({ status: mobileMoneyPayments.status })
        .from(mobileMoneyPayments)
        .where(eq(mobileMoneyPayments.id, payment.id));
      seen.push(row!.status);
    };
    const success = { status: 'successful', providerReference: 'bench-1' } as const;
    const payment = await pay('mtn_momo', SANDBOX_PHONES.timeout);
    const settled = await settlePayment(
      world.ctx.db,
      payment.id,
      success,
      'reconciliation',
      world.clock.now(),
    );
    expect(settled!.status).toBe('successful');
    expect(seen).toEqual(['successful']);
    // Settled already: nothing runs again.
    expect(await settlePayment(world.ctx.db, payment.id, success, 'callback', world.clock.now())).toBeNull();
    failHandler = true;
    const other = await pay('mtn_momo', SANDBOX_PHONES.timeout);
    await expect(
      settlePayment(world.ctx.db, other.id, success, 'reconciliation', world.clock.now()),
    ).rejects.toThrow('handler failed');
    expect(seen).toEqual(['successful']);
  });
});

describe('a reversal after success', () => {
  it('moves successful → reversed once, with the reversal handler; a pending payment is not reversed', async () => {
    const reversed: string[] = [];
    onPaymentReversed('sme_billing', async (_tx, payment) => {
      reversed.push(payment.id);
    });
    const payment = await pay('mtn_momo', SANDBOX_PHONES.success);
    await settledRow(world.ctx, payment.id);
    const now = world.clock.now();
    const results = await Promise.all([
      reversePayment(world.ctx.db, payment.id, 'reconciliation', now),
      reversePayment(world.ctx.db, payment.id, 'reconciliation', now),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(reversed).toEqual([payment.id]);
    expect((await paymentOf(world.ctx.app.deps, world.partnerId, payment.id))!.status).toBe('reversed');
    const pending = await pay('mtn_momo', SANDBOX_PHONES.timeout);
    expect(await reversePayment(world.ctx.db, pending.id, 'reconciliation', now)).toBeNull();
  });
});

describe('partners and credentials', () => {
  it("another partner's payment is null to read and to refresh", async () => {
    const payment = await pay('mtn_momo', SANDBOX_PHONES.timeout);
    expect(await paymentOf(world.ctx.app.deps, world.otherPartnerId, payment.id)).toBeNull();
    expect(await refreshPayment(world.ctx.app.deps, world.otherPartnerId, payment.id)).toBeNull();
    expect(await paymentOf(world.ctx.app.deps, world.partnerId, 'not-a-uuid')).toBeNull();
  });

  it('a partner without credentials cannot collect: MobileMoneyUnavailable, nothing stored', async () => {
    const attempt = pay('mtn_momo', SANDBOX_PHONES.success, { partnerId: world.otherPartnerId });
    await expect(attempt).rejects.toBeInstanceOf(MobileMoneyUnavailable);
    const rows = await world.ctx.db
      .select()
      .from(mobileMoneyPayments)
      .where(eq(mobileMoneyPayments.partnerId, world.otherPartnerId));
    expect(rows).toEqual([]);
  });

  it('credentials the provider refuses: MobileMoneyUnavailable, and the payment failed as provider_unavailable', async () => {
    await saveCredentials(
      world.ctx.db,
      world.ctx.config.jwtSecret,
      world.otherPartnerId,
      {
        provider: 'mtn_momo',
        environment: 'sandbox',
        fields: { ...SANDBOX_CREDENTIALS.mtn_momo, apiKey: 'wrong-api-key' },
      },
      new Date(),
    );
    const attempt = pay('mtn_momo', SANDBOX_PHONES.success, {
      partnerId: world.otherPartnerId,
      key: 'refused',
    });
    await expect(attempt).rejects.toMatchObject({ reason: 'credentials_refused' });
    const [row] = await world.ctx.db
      .select()
      .from(mobileMoneyPayments)
      .where(eq(mobileMoneyPayments.partnerId, world.otherPartnerId));
    expect(row).toMatchObject({ status: 'failed', failure: 'provider_unavailable' });
  });

  it('a provider that cannot be reached for a token: MobileMoneyUnavailable, the payment failed, nothing asked of the payer', async () => {
    await saveCredentials(
      world.ctx.db,
      world.ctx.config.jwtSecret,
      world.otherPartnerId,
      { provider: 'airtel_money', environment: 'live', fields: SANDBOX_CREDENTIALS.airtel_money },
      new Date(),
    );
    const attempt = pay('airtel_money', SANDBOX_PHONES.success, {
      partnerId: world.otherPartnerId,
      key: 'unreachable',
    });
    await expect(attempt).rejects.toMatchObject({ reason: 'provider_unreachable' });
    const rows = await world.ctx.db
      .select()
      .from(mobileMoneyPayments)
      .where(eq(mobileMoneyPayments.idempotencyKey, 'unreachable'));
    expect(rows).toMatchObject([{ status: 'failed', failure: 'provider_unavailable', environment: 'live' }]);
  });

  it('one access token per provider and credentials serves every payment (cached until it expires)', () => {
    for (const provider of ['mtn_momo', 'airtel_money'] as const) {
      const issued = world.sandbox.received.filter(
        (r) => r.provider === provider && r.kind === 'token' && r.status === 200,
      );
      expect(issued, provider).toHaveLength(1);
    }
  });

  it('no credential value ever appears in a log line or in a payment event', async () => {
    const secrets = [
      SANDBOX_CREDENTIALS.mtn_momo.apiKey,
      SANDBOX_CREDENTIALS.mtn_momo.subscriptionKey,
      SANDBOX_CREDENTIALS.airtel_money.clientSecret,
      'wrong-api-key',
    ];
    for (const payload of ['{"externalId":', '{"externalId":"6b1f8d0e-1111-4222-8333-944455556666"}'])
      await world.ctx.app.inject({
        method: 'PUT',
        url: '/v1/mobile-money/callbacks/mtn-momo/',
        payload,
        headers: { 'content-type': 'application/json' },
      });
    const logs = world.logText();
    expect(logs).toContain('/mobile-money/callbacks/');
    // Callbacks, refused or not, are debug lines: a flood of packets does not fill the log at info.
    const loud = logs
      .split('\n')
      .filter((line) => line.includes('/mobile-money/callbacks/'))
      .map((line) => JSON.parse(line) as { level: number })
      .filter((entry) => entry.level >= 30);
    expect(loud).toEqual([]);
    const events = JSON.stringify(await world.ctx.db.select().from(mobileMoneyPaymentEvents));
    for (const secret of secrets) {
      expect(logs).not.toContain(secret);
      expect(events).not.toContain(secret);
    }
  });
});

describe('a request the provider may or may not have received', () => {
  it('stays pending; the provider not knowing it a minute later fails it as provider_unavailable', async () => {
    // A provider that takes the token and status calls (forwarded to the sandbox) but answers the
    // request to pay with a 500, without passing it on.
    const proxy = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/collection/v1_0/requesttopay') {
          res.writeHead(500).end();
          return;
        }
        void fetch(`${world.sandbox.url}${req.url}`, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          ...(chunks.length > 0 && { body: Buffer.concat(chunks) }),
        }).then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    world.ctx.app.deps.config.mobileMoney.urls.mtn_momo.live = `http://127.0.0.1:${port}`;
    try {
      await saveCredentials(
        world.ctx.db,
        world.ctx.config.jwtSecret,
        world.otherPartnerId,
        { provider: 'mtn_momo', environment: 'live', fields: SANDBOX_CREDENTIALS.mtn_momo },
        new Date(),
      );
      const payment = await pay('mtn_momo', SANDBOX_PHONES.success, { partnerId: world.otherPartnerId });
      expect(payment.status).toBe('pending');
      expect((await eventsOf(payment.id)).map((e) => [e.kind, e.detail])).toEqual([
        ['request_failed', { kind: 'unreachable', step: 'request' }],
      ]);
      // The provider does not know it yet, but it is under a minute old: the request may still arrive.
      world.clock.set(new Date(world.clock.now().getTime() + 10_000));
      expect(await refreshPayment(world.ctx.app.deps, world.otherPartnerId, payment.id)).toMatchObject({
        status: 'pending',
      });
      world.clock.set(new Date(world.clock.now().getTime() + 2 * 60_000));
      await reconcile();
      expect(await paymentOf(world.ctx.app.deps, world.otherPartnerId, payment.id)).toMatchObject({
        status: 'failed',
        failure: 'provider_unavailable',
      });
    } finally {
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      });
    }
  });
});
