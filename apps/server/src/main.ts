import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { housekeepingJob, maintainEmbeddedDatabase } from './jobs/housekeeping';
import { startScheduler } from './jobs/scheduler';
import { acquireDataDirLock } from './lib/data-dir-lock';
import { systemClock } from './lib/clock';
import { createLocalFileStore } from './lib/local-file-store';
import { createMailer } from './lib/mailer';
import { createS3FileStore } from './lib/s3-file-store';
import { tightenDataDir } from './lib/private-files';
import { terminalLogStream } from './lib/terminal-log';
import { createTokenSigner } from './lib/tokens';
import { provisionDemoBoxes, provisionSyntheticBoxes } from './simulator/provision';
import { simulatorVoucherCodes } from './simulator/demo-vouchers';
import { httpsTransport, radiusTransport, reachableHost } from './simulator/guest-transport';
import { startGuestSimulator } from './simulator/guests';
import { startSimulator } from './simulator/simulator';
import { readDemoAccounts } from './seed/demo-accounts';
import { createMetrics } from './lib/metrics';
import { DEMO_PASSWORD } from './seed/demo-partners';
import { seedDemoData } from './seed/demo';
import { seedDemoContent } from './seed/demo-content';
import { seedDemoInternetPacks } from './seed/demo-internet-packs';
import { seedDemoHotelStays } from './seed/demo-hotel-stays';
import { seedDemoAnalytics } from './seed/demo-analytics';
import { seedDemoFeedback } from './seed/demo-feedback';
import { seedDemoQueues } from './seed/demo-queues';
import { seedDemoAlerts } from './seed/demo-alerts';
import { seedDemoMobileMoney } from './seed/demo-mobile-money';
import { startSandboxProvider } from './modules/mobile-money';
import { type BannerInfo, bannerText } from './startup/banner';

async function main(): Promise<void> {
  const started = Date.now();
  // Everything this process creates (database files, mail, uploads) is private to the server's user.
  process.umask(0o077);
  const loaded = loadConfig(process.env, process.env.WEB_DIST);
  // On a terminal a person reads the log; a collector (stdout not a terminal, or LOG_FORMAT=json) gets JSON.
  const textLog =
    loaded.logFormat === 'text' || (loaded.logFormat === 'auto' && process.stdout.isTTY === true);
  const logStream = textLog
    ? terminalLogStream(process.stdout, { color: process.stdout.isTTY === true && !process.env.NO_COLOR })
    : undefined;
  const log = logStream ? pino({ level: loaded.logLevel }, logStream) : pino({ level: loaded.logLevel });
  // The local mobile-money sandbox (issue 32 §4, decision 077): on loopback, standing in for both
  // providers' sandboxes, so the demo portal takes payments with test numbers and no account anywhere.
  const sandbox = loaded.mobileMoney.localSandbox
    ? await startSandboxProvider({
        airtelCallbackUrl: `${loaded.publicUrl}/v1/mobile-money/callbacks/airtel-money/`,
        onCallbackFailed: (url) => log.warn({ url }, 'sandbox provider could not deliver a callback'),
      })
    : undefined;
  const config = sandbox ? withSandboxUrls(loaded, sandbox.url) : loaded;
  if (sandbox) log.info({ url: sandbox.url }, 'mobile-money sandbox provider listening');
  const tightened = tightenDataDir(config.dataDir);
  if (tightened > 0) log.info({ dataDir: config.dataDir, entries: tightened }, 'DATA_DIR made private');
  // PGlite allows one process per data directory; a second one would corrupt it.
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'db'),
  });
  const files = config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(config.uploadsDir);
  if (config.seed === 'auto') {
    const seeded = await seedDemoData(database.db);
    // Files, menus and tickets after the partners, for those seeded before they existed too.
    await seedDemoContent(database.db, files);
    // Surveys, their responses and ratings (issue 12), likewise for partners seeded before them.
    await seedDemoFeedback(database.db);
    // Advert views and SMS history for the Analytics page (issue 14), likewise.
    await seedDemoAnalytics(database.db);
    // Internet packs (issue 13 §5) for the Kiosk and Premium partners.
    await seedDemoInternetPacks(database.db);
    // Hotel stays and the HMS add-on (decision 068) for the Premium partner.
    await seedDemoHotelStays(database.db);
    // A history of resolved alerts of several kinds for the Premium partner (decision 055).
    await seedDemoAlerts(database.db);
    // A week of Queue System tickets for the Premium partner (decision 067).
    await seedDemoQueues(database.db, config.billing.timeZone);
    // Sandbox credentials for the demo partners, when the local sandbox runs (issue 32 §4).
    if (sandbox) await seedDemoMobileMoney(database.db, config.jwtSecret);
    if (seeded.created.length > 0) log.info({ partners: seeded.created }, 'demo data seeded');
    if (seeded.created.length > 0) await maintainEmbeddedDatabase(database);
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    from: config.mailFrom,
    log,
  });
  const metrics = createMetrics({ processMetrics: true });
  const app = await buildApp({
    logStream,
    metrics,
    deps: {
      config,
      database,
      mailer,
      tokens: createTokenSigner(config.jwtSecret),
      clock: systemClock,
      files,
    },
  });
  // The core's housekeeping, then each module's jobs (issue 28 §2: a module declares its own).
  const scheduler = startScheduler({ database, log: app.log, metrics }, [
    housekeepingJob(database, {
      retentionDays: config.telemetryRetentionDays,
      advertViewRetentionDays: config.advertViewRetentionDays,
    }),
    ...app.modules.flatMap((module) => module.jobs?.({ deps: app.deps, log: app.log }) ?? []),
  ]);

  let stopSimulator = () => {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    stopSimulator();
    await scheduler.stop();
    await app.close();
    await sandbox?.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.simulate || config.simulateSynthetic > 0) {
    const demoBoxes = config.simulate
      ? await provisionDemoBoxes(database.db, { serverSecret: config.jwtSecret })
      : [];
    const boxes = [...demoBoxes, ...(await provisionSyntheticBoxes(database.db, config.simulateSynthetic))];
    const baseUrl = `http://${reachableHost(config.host)}:${config.port}`;
    const stopTelemetry = startSimulator({ baseUrl, boxes, log: app.log });
    // Guests on the demo boxes: through RADIUS when it listens, else through the HTTPS calls.
    const radiusPorts = app.radius.ports();
    const partnerIds = [...new Set(demoBoxes.flatMap((b) => (b.partnerId === null ? [] : [b.partnerId])))];
    const stopGuests = startGuestSimulator({
      boxes: demoBoxes,
      codes: await simulatorVoucherCodes(database.db, partnerIds),
      transport: radiusPorts
        ? radiusTransport(reachableHost(config.radius.host), radiusPorts)
        : httpsTransport(baseUrl),
      log: app.log,
    });
    stopSimulator = () => {
      stopTelemetry();
      stopGuests();
    };
  }
  // The banner comes last, after the start-up lines of the simulator and the billing engine's first run.
  // Once per period across replicas: a replica started within the hour of another's run skips it.
  if (config.billing.intervalMinutes > 0) await scheduler.runThisPeriod('billing-engine');
  const banner: BannerInfo = {
    url: `http://${browsableHost(config.host)}:${config.port}`,
    publicUrl: config.publicUrl,
    engine: database.engine === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL',
    startedInMs: Date.now() - started,
    mail: config.smtpUrl ? 'SMTP' : config.mailDir,
    demoPassword: DEMO_PASSWORD,
    accounts: config.seed === 'auto' ? await readDemoAccounts(database.db) : [],
  };
  // A person reading text logs gets it framed; a log collector gets it as one JSON line like the rest.
  if (textLog) process.stdout.write(`${bannerText(banner)}\n`);
  else log.info(banner, 'ready');
}

/** Sandbox credentials go to the local sandbox instead of the providers' own sandboxes. */
const withSandboxUrls = (config: AppConfig, url: string): AppConfig => ({
  ...config,
  mobileMoney: {
    ...config.mobileMoney,
    urls: {
      mtn_momo: { ...config.mobileMoney.urls.mtn_momo, sandbox: url },
      airtel_money: { ...config.mobileMoney.urls.airtel_money, sandbox: url },
    },
  },
});

/** Listening on every interface or on loopback, the dashboard is opened as localhost. */
const browsableHost = (host: string) =>
  ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(host)
    ? 'localhost'
    : host.includes(':')
      ? `[${host}]`
      : host;

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
