// `npm run bench:momo`: 200 guests buy Wi-Fi time with mobile money at once, through the portal's real HTTP
// path, against the built server on PostgreSQL and the local sandbox provider (issue 32 §6). Budget: 0
// double vouchers, 0 vouchers without a confirmed payment, and p95 from the provider's approval to the
// voucher ≤ 2 s. Also the lost-callback variant, settled by the reconciliation job (timed apart: it is
// bounded by the job's minute of grace and its interval, not by the settlement's speed).
// BENCH_GUESTS, BENCH_APPROVAL_MS, BENCH_RECONCILE_SECONDS for a quick smoke.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { partners, realms, routers } from '../../apps/server/src/db/schema';
import { saveCredentials } from '../../apps/server/src/modules/mobile-money/credentials';
import { SANDBOX_CREDENTIALS } from '../../apps/server/src/modules/mobile-money/sandbox/credentials';
import { SANDBOX_PHONES } from '../../apps/server/src/modules/mobile-money/sandbox/outcomes';
import { startSandboxProvider } from '../../apps/server/src/modules/mobile-money/sandbox/server';
import { seedBenchPartner } from './bench-data';
import { spawnBuiltServer, waitFor } from './bench-server';
import { machineLine } from './machine';
import { settlementChecks, settlementSources, settlementSteps, voucherWatch } from './momo-checks';
import { startPostgres } from './postgres';
import { writeSection } from './results-file';

const GUESTS = Number(process.env.BENCH_GUESTS ?? 200);
/** Two guests per box: the portal's purchase throttle allows 3 requests per phone and box (the lost-callback variant has one number). */
const BOXES = Math.ceil(GUESTS / 2);
/** The sandbox's own default: the payer approves on the phone 2 s after the request. */
const APPROVAL_MS = Number(process.env.BENCH_APPROVAL_MS ?? 2000);
/** The reconciliation job's interval for the bench (the default is 30 s): short, so the variant is quick. */
const RECONCILE_SECONDS = Number(process.env.BENCH_RECONCILE_SECONDS ?? 5);
/** The DB is read this often for new vouchers: the resolution of the approval → voucher times. */
const WATCH_MS = 50;
const BUDGET_P95_MS = 2000;
const SIXTY_MINUTES_TIER = '2'; // the default tiers' third: 300 RWF for 60 minutes
/**
 * The SMS provider's answer time: the server sends each code by SMS through SMS_URL, here a loopback endpoint
 * of the bench that answers after this long (a provider's API answers in a few hundred ms).
 */
const SMS_MS = Number(process.env.BENCH_SMS_MS ?? 300);
/** BENCH_RELOADS=off: the guests of the callback variant do not reload their pages (the callbacks alone). */
const RELOADS = process.env.BENCH_RELOADS !== 'off';
const JWT_SECRET = randomBytes(32).toString('hex');
const PORT = 18770;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** A partner on Pro with token purchase on, its boxes in one realm, and the sandbox's MTN MoMo credentials. */
async function seed(databaseUrl: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl });
  const { partnerId, serials } = await seedBenchPartner(database.db, BOXES);
  await database.db
    .update(partners)
    .set({ subscriptionPlan: 'Pro', hasTokenPurchaseAddonEnabled: true })
    .where(eq(partners.id, partnerId));
  const [realm] = await database.db.insert(realms).values({ partnerId, name: 'Bench Realm' }).returning();
  await database.db.update(routers).set({ realmId: realm!.id }).where(inArray(routers.serialNumber, serials));
  await saveCredentials(
    database.db,
    JWT_SECRET,
    partnerId,
    { provider: 'mtn_momo', environment: 'sandbox', fields: SANDBOX_CREDENTIALS.mtn_momo },
    new Date(),
  );
  await database.close();
  return serials;
}

/** The i-th guest's Rwandan MTN number: distinct, none of the sandbox's test numbers (so: success). */
const guestPhone = (i: number) => `25078${String(1_000_000 + i).padStart(7, '0')}`;

type Guest = { paymentId: string; submittedAt: number; codeShownAt: number | null; page: string };

/**
 * One guest: a new phone (its own viewer cookie) on a box submits the purchase form; then, when `waits`,
 * stays on the payment page and reloads it as the page's refresh header says (as a phone's browser does),
 * until it no longer waits; without, the guest's mini-browser closed after submitting.
 */
async function guest(base: string, serial: string, phone: string, waits: boolean): Promise<Guest> {
  const cookie = `ared_viewer=${randomBytes(16).toString('base64url')}`;
  const submittedAt = performance.now();
  const response = await fetch(`${base}/portal/${serial}/buy?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ tier: SIXTY_MINUTES_TIER, phone, after: '' }).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location') ?? '';
  const paymentId = /\/payment\/([0-9a-f-]{36})/.exec(location)?.[1];
  if (response.status !== 303 || !paymentId)
    throw new Error(
      `purchase on ${serial} answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    );
  if (!waits) return { paymentId, submittedAt, codeShownAt: null, page: '' };
  let url = new URL(location, base).toString();
  for (let round = 0; round < 100; round += 1) {
    const page = await fetch(url, { headers: { cookie }, redirect: 'manual' });
    const body = await page.text();
    const refresh = page.headers.get('refresh');
    if (!refresh) return { paymentId, submittedAt, codeShownAt: performance.now(), page: body };
    const [delay, next] = refresh.split('; url=');
    await sleep(Number(delay) * 1000);
    url = new URL(next!, base).toString();
  }
  throw new Error(`payment ${paymentId} stayed pending on its page`);
}

type Variant = {
  label: string;
  approvalToVoucher: number[];
  approvalToPage: number[];
  submitToVoucher: number[];
  checks: Awaited<ReturnType<typeof settlementChecks>>;
  sources: Record<string, number>;
  /** Approval → callback in → settlement begins → voucher inserted → voucher visible (ms, per payment). */
  steps: { toCallback: number[]; toTransaction: number[]; toVoucher: number[]; toCommit: number[] };
  wall: number;
};

/** All guests at once; times each payment from the sandbox's approval to its voucher row being visible. */
async function runVariant(
  label: string,
  databaseUrl: string,
  base: string,
  serials: string[],
  decidedAt: Map<string, { at: number; wall: number }>,
  options: { phone: (i: number) => string; waits: boolean; timeoutMs: number },
): Promise<Variant> {
  const started = performance.now();
  const watch = voucherWatch(databaseUrl, WATCH_MS);
  const guests = await Promise.all(
    Array.from({ length: GUESTS }, (_, i) =>
      guest(base, serials[i % serials.length]!, options.phone(i), options.waits),
    ),
  );
  const ids = guests.map((g) => g.paymentId);
  if (new Set(ids).size !== GUESTS)
    throw new Error(`${label}: ${GUESTS} guests made ${new Set(ids).size} payments`);
  const seen = await watch.until(ids, options.timeoutMs);
  const wall = performance.now() - started;
  const missing = ids.filter((id) => !decidedAt.has(id) || !seen.has(id));
  if (missing.length > 0)
    console.warn(`${label}: ${missing.length} payments not approved or without voucher in time`);
  const timed = ids.filter((id) => decidedAt.has(id) && seen.has(id));
  // The SMS follows each settlement's commit: the checks wait (up to 30 s) for the last ones to be recorded.
  let checks = await settlementChecks(databaseUrl, ids);
  for (let waited = 0; checks.sms < checks.purchaseVouchers && waited < 30_000; waited += 500) {
    await sleep(500);
    checks = await settlementChecks(databaseUrl, ids);
  }
  // Each waiting guest's last page shows the code of its payment's voucher.
  for (const g of options.waits ? guests : []) {
    const code = checks.codes.get(g.paymentId);
    if (!code || !g.page.includes(code))
      throw new Error(`${label}: the page of ${g.paymentId} shows no code`);
  }
  return {
    label,
    approvalToVoucher: timed.map((id) => seen.get(id)! - decidedAt.get(id)!.at),
    approvalToPage: guests
      .filter((g) => g.codeShownAt !== null && decidedAt.has(g.paymentId))
      .map((g) => g.codeShownAt! - decidedAt.get(g.paymentId)!.at),
    submitToVoucher: guests
      .filter((g) => seen.has(g.paymentId))
      .map((g) => seen.get(g.paymentId)! - g.submittedAt),
    checks,
    sources: await settlementSources(databaseUrl, ids),
    steps: stepsOf(await settlementSteps(databaseUrl, timed), timed, decidedAt, seen),
    wall,
  };
}

/** Each payment's settlement in steps, on the wall clock (the server's rows) and this process's clock. */
function stepsOf(
  steps: Awaited<ReturnType<typeof settlementSteps>>,
  ids: string[],
  decidedAt: Map<string, { at: number; wall: number }>,
  seen: Map<string, number>,
): Variant['steps'] {
  const out: Variant['steps'] = { toCallback: [], toTransaction: [], toVoucher: [], toCommit: [] };
  for (const id of ids) {
    const step = steps.get(id);
    const decided = decidedAt.get(id)!;
    if (!step) continue;
    out.toCallback.push(step.callbackAt - decided.wall);
    out.toTransaction.push(step.transactionAt - step.callbackAt);
    out.toVoucher.push(step.voucherAt - step.transactionAt);
    // The voucher's insert on the wall clock, moved onto this process's clock through the decision.
    out.toCommit.push(seen.get(id)! - decided.at - (step.voucherAt - decided.wall));
  }
  return out;
}

/** A stand-in SMS provider on loopback: takes `{to, message, sender}` and answers 200 after SMS_MS. */
async function startSmsProvider() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => setTimeout(() => res.writeHead(200).end('{"id":"bench"}'), SMS_MS));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function bench(databaseUrl: string): Promise<Variant[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ared-bench-momo-'));
  const decidedAt = new Map<string, { at: number; wall: number }>();
  // The sandbox runs in this process so its approval is timed on the same clock as the voucher's arrival.
  const sandbox = await startSandboxProvider({
    approvalDelayMs: APPROVAL_MS,
    onDecided: (transaction) =>
      decidedAt.set(transaction.referenceId, { at: performance.now(), wall: Date.now() }),
    onCallbackFailed: (url, error) => console.warn(`callback to ${url} failed: ${String(error)}`),
  });
  const sms = await startSmsProvider();
  const serials = await seed(databaseUrl);
  const { server, base, stop } = spawnBuiltServer({
    port: PORT,
    dataDir,
    databaseUrl,
    env: {
      JWT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      MOMO_LOCAL_SANDBOX: 'off',
      MOMO_MTN_SANDBOX_URL: sandbox.url,
      MOMO_RECONCILE_SECONDS: String(RECONCILE_SECONDS),
      SMS_URL: sms.url,
    },
  });
  try {
    await waitFor(`${base}/api/health`, server);
    // Warm-up: one purchase end to end (JIT, pools, the provider's token), not measured.
    await guest(base, serials[0]!, guestPhone(GUESTS + 1), true);
    const callback = await runVariant('callback', databaseUrl, base, serials, decidedAt, {
      phone: guestPhone,
      waits: RELOADS,
      timeoutMs: 120_000,
    });
    const lost = await runVariant('callback lost', databaseUrl, base, serials, decidedAt, {
      phone: () => SANDBOX_PHONES.callbackLost,
      waits: false,
      timeoutMs: 240_000,
    });
    return [callback, lost];
  } finally {
    await stop();
    await sandbox.close();
    await sms.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = load();
const benchStarted = performance.now();
const pg = startPostgres(26515);
let variants: Variant[] = [];
if (pg) {
  try {
    variants = await bench(pg.url);
  } finally {
    pg.stop();
  }
}
const loadAfter = load();
const minutes = ((performance.now() - benchStarted) / 60_000).toFixed(1);

const timesRow = (what: string, values: number[], budget: string) =>
  `| ${what} | ${values.length} | ${seconds(percentile(values, 50))} | ${seconds(percentile(values, 95))} | ${seconds(Math.max(...values))} | ${budget} |`;
const [callback, lost] = variants;
const within = callback && percentile(callback.approvalToVoucher, 95) <= BUDGET_P95_MS;
const checkRows = (v: Variant) => {
  const c = v.checks;
  const ok = (good: boolean) => (good ? 'ok' : '**failed**');
  return [
    `| ${v.label} | payments successful | ${c.successful} of ${GUESTS} | ${ok(c.successful === GUESTS)} |`,
    `| ${v.label} | vouchers of kind purchase | ${c.purchaseVouchers} | ${ok(c.purchaseVouchers === GUESTS)} |`,
    `| ${v.label} | payments with two or more vouchers | ${c.doubled} | ${ok(c.doubled === 0)} |`,
    `| ${v.label} | vouchers without a successful payment | ${c.unpaid} | ${ok(c.unpaid === 0)} |`,
    `| ${v.label} | SMS sent with the code | ${c.sms} | ${ok(c.sms === GUESTS)} |`,
  ];
};
/** Where the callback variant's time goes, step by step (wall-clock steps: ±1 ms between processes). */
const stepsTable = (v: Variant) => {
  const row = (what: string, values: number[]) =>
    `| ${what} | ${seconds(percentile(values, 50))} | ${seconds(percentile(values, 95))} | ${seconds(Math.max(...values))} |`;
  return `Where the callback variant's time goes, per payment (from the rows: the 'callback' event's time, the
grant's \`created\` = the settling transaction's start, the voucher's \`created_at\`; then the watcher):

| step | p50 | p95 | max |
|---|---|---|---|
${row('approval → the server has the callback’s payment read (its request and one select, each queued)', v.steps.toCallback)}
${row('→ settlement transaction begins (history row, credentials, the status read at the provider)', v.steps.toTransaction)}
${row('transaction begins → voucher inserted', v.steps.toVoucher)}
${row('voucher inserted → visible (the rest of the transaction, commit; ≤ ' + WATCH_MS + ' ms watcher)', v.steps.toCommit)}`;
};
const sourcesText = (v: Variant) =>
  Object.entries(v.sources)
    .map(([source, n]) => `${n} by ${source}`)
    .join(', ');

const body = pg
  ? `
Machine: ${machineLine()}; load average (1 / 5 / 15 min) ${loadBefore} at the start, ${loadAfter} at the end; the run took ${minutes} minutes.
\`npm run bench:momo\`: the built server on a throw-away PostgreSQL, the local sandbox provider (MTN MoMo's
documented calls) in the bench's process, all on the same 2 cores. One partner on Pro with token purchase on
and the sandbox's MTN MoMo credentials; ${GUESTS} guests (each its own phone: viewer cookie and number) on ${BOXES}
boxes, two per box, each POSTs the purchase form of the 60-minute tier (300 RWF) at the same moment. The
sandbox approves each payment ${APPROVAL_MS / 1000} s after its request (its default approval delay) and then
sends MTN's callback. Each code goes by SMS through SMS_URL to a stand-in provider of the bench on loopback
that answers after ${SMS_MS} ms.

**Measured**: from the sandbox deciding the payment successful (its ledger's decision, just before it sends
the callback: \`onDecided\` of \`startSandboxProvider\`) to the payment's voucher being visible in the
database (its \`portal_grants\` row of kind \`purchase\`, committed with the voucher and the payment's
settlement in one transaction; the SMS follows the commit), read by a second connection every ${WATCH_MS} ms (the resolution). Each
waiting guest also reloads its payment page as the page's refresh header says (every 4 s, as a phone's
browser does) until it shows the code: that line includes the wait for the next reload. A reload asks the
provider too when the payment is still pending, so a payment may be settled by its callback or by a page.

| variant: what is timed | payments | p50 | p95 | max | budget |
|---|---|---|---|---|---|
${callback ? timesRow('callback: approval → voucher in the database', callback.approvalToVoucher, `p95 ≤ ${BUDGET_P95_MS / 1000} s: ${within ? 'within budget' : '**over budget**'}`) : ''}
${callback ? timesRow('callback: approval → the guest’s page shows the code', callback.approvalToPage, '') : ''}
${callback ? timesRow('callback: form submitted → voucher in the database', callback.submitToVoucher, '') : ''}
${lost ? timesRow('callback lost: approval → voucher (reconciliation job)', lost.approvalToVoucher, 'bounded by the job, see below') : ''}

${callback ? stepsTable(callback) : ''}

Settled by: ${callback ? `callback variant ${sourcesText(callback)}` : ''}${lost ? `; callback-lost variant ${sourcesText(lost)}` : ''}. Wall time from the first submission to the last voucher: ${callback ? seconds(callback.wall) : ''} (callback), ${lost ? seconds(lost.wall) : ''} (callback lost).

The lost-callback variant: the same ${GUESTS} guests' boxes, all paying from the sandbox's "callback lost"
number (${SANDBOX_PHONES.callbackLost}), each guest's mini-browser closed after submitting (no page reloads, which
would settle them at once). Only the reconciliation job settles them; it asks about payments pending over a
minute (since their request), and runs every ${RECONCILE_SECONDS} s for the bench (MOMO_RECONCILE_SECONDS; the default is 30 s).
So its time from approval is about 60 s − ${APPROVAL_MS / 1000} s approval delay + up to one interval + the run's
own time for the batch; with the default interval, up to 30 s more.

| variant | check in the database | result | |
|---|---|---|---|
${variants.flatMap(checkRows).join('\n')}
`
  : "\nPostgreSQL was not measured: Debian's postgresql package is not installed (`apt-get install postgresql`).\n";
console.log(body);
if (GUESTS === 200) writeSection('Mobile money: 200 purchases in flight', body);
