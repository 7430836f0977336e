import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { mobileMoneyPayments } from '../../src/db/schema';
import { type TestClock, createTestClock } from '../../src/lib/clock';
import { type SandboxProvider, startSandboxProvider } from '../../src/modules/mobile-money';
import { saveCredentials } from '../../src/modules/mobile-money/credentials';
import { SANDBOX_CREDENTIALS } from '../../src/modules/mobile-money/sandbox/credentials';
import type { MobileMoneyProvider } from '../../src/modules/mobile-money/types';
import { type TestContext, createTestContext } from './app';
import { createPartner } from './factories';

/** A port free a moment ago: the app listens on it, and callbacks are addressed to it (PUBLIC_URL). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type MoneyWorld = {
  ctx: TestContext;
  sandbox: SandboxProvider;
  clock: TestClock;
  /** Everything the app logged, one JSON line each. */
  logText: () => string;
  partnerId: number;
  otherPartnerId: number;
  close: () => Promise<void>;
};

/**
 * The real app listening on loopback (so the sandbox's callbacks reach it over HTTP), the local sandbox
 * provider standing in for both providers' sandboxes, and a partner with the sandbox's credentials at both.
 * The app's clock is a test clock (reconciliation and expiry are moved by hand); the sandbox's approval
 * delay and timeout are real, and short.
 */
export async function moneyWorld(
  timings: { approvalDelayMs?: number; timeoutMs?: number } = {},
): Promise<MoneyWorld> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const sandbox = await startSandboxProvider({
    approvalDelayMs: timings.approvalDelayMs ?? 40,
    timeoutMs: timings.timeoutMs ?? 3000,
    airtelCallbackUrl: `${publicUrl}/v1/mobile-money/callbacks/airtel-money/`,
  });
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const clock = createTestClock(new Date());
  const ctx = await createTestContext(
    {
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'trace',
      MOMO_LOCAL_SANDBOX: 'off',
      MOMO_MTN_SANDBOX_URL: sandbox.url,
      MOMO_AIRTEL_SANDBOX_URL: sandbox.url,
      // Live credentials in these tests reach nothing (port 9, discard: closed), never a real provider.
      MOMO_MTN_LIVE_URL: 'http://127.0.0.1:9',
      MOMO_AIRTEL_LIVE_URL: 'http://127.0.0.1:9',
      MOMO_RECONCILE_SECONDS: '0',
      MOMO_EXPIRE_MINUTES: '10',
      RATE_LIMIT_MAX: '1000000',
    },
    { clock, logStream },
  );
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const partner = await createPartner(ctx.db, { name: 'Money Net' });
  const other = await createPartner(ctx.db, { name: 'Other Money Net' });
  for (const provider of ['mtn_momo', 'airtel_money'] as const)
    await giveSandboxCredentials(ctx, partner.id, provider);
  return {
    ctx,
    sandbox,
    clock,
    logText: () => lines.join(''),
    partnerId: partner.id,
    otherPartnerId: other.id,
    close: async () => {
      await sandbox.close();
      await ctx.close();
    },
  };
}

/** The partner's credentials at `provider`: the local sandbox's, saved at `at`. */
export async function giveSandboxCredentials(
  ctx: TestContext,
  partnerId: number,
  provider: MobileMoneyProvider,
  at = new Date(),
): Promise<void> {
  await saveCredentials(
    ctx.db,
    ctx.config.jwtSecret,
    partnerId,
    provider === 'mtn_momo'
      ? { provider, environment: 'sandbox', fields: SANDBOX_CREDENTIALS.mtn_momo }
      : { provider, environment: 'sandbox', fields: SANDBOX_CREDENTIALS.airtel_money },
    at,
  );
}

/** The payment's row once it is no longer pending (the callback came), or the row after `ms`. */
export async function settledRow(ctx: TestContext, paymentId: string, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const [row] = await ctx.db
      .select()
      .from(mobileMoneyPayments)
      .where(eq(mobileMoneyPayments.id, paymentId));
    if (row && (row.status !== 'pending' || Date.now() > until)) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
