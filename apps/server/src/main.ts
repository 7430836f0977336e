import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { startBillingSchedule } from './jobs/billing-schedule';
import { maintainEmbeddedDatabase, startHousekeeping } from './jobs/housekeeping';
import { acquireDataDirLock } from './lib/data-dir-lock';
import { systemClock } from './lib/clock';
import { createMailer } from './lib/mailer';
import { tightenDataDir } from './lib/private-files';
import { createTokenSigner } from './lib/tokens';
import { provisionDemoBoxes, provisionSyntheticBoxes } from './simulator/provision';
import { startSimulator } from './simulator/simulator';
import { DEMO_PARTNERS, DEMO_PASSWORD } from './seed/demo-partners';
import { seedDemoData } from './seed/demo';

async function main(): Promise<void> {
  const started = Date.now();
  // Everything this process creates (database files, mail, uploads) is private to the server's user.
  process.umask(0o077);
  const config = loadConfig(process.env, process.env.WEB_DIST);
  const log = pino({ level: config.logLevel });
  const tightened = tightenDataDir(config.dataDir);
  if (tightened > 0) log.info({ dataDir: config.dataDir, entries: tightened }, 'DATA_DIR made private');
  // PGlite allows one process per data directory; a second one would corrupt it.
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'db'),
  });
  if (config.seed === 'auto') {
    const seeded = await seedDemoData(database.db);
    if (seeded.created.length > 0) log.info({ partners: seeded.created }, 'demo data seeded');
    if (seeded.created.length > 0) await maintainEmbeddedDatabase(database);
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    from: config.mailFrom,
    log,
  });
  const app = await buildApp({
    deps: { config, database, mailer, tokens: createTokenSigner(config.jwtSecret), clock: systemClock },
  });
  const stopHousekeeping = startHousekeeping(database, app.log, {
    retentionDays: config.telemetryRetentionDays,
  });
  const stopBilling = startBillingSchedule(
    {
      db: database.db,
      mailer,
      clock: systemClock,
      log: app.log,
      timeZone: config.billing.timeZone,
      usdToRwf: config.billing.usdToRwf,
    },
    config.billing.intervalMinutes,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    stopSimulator();
    stopHousekeeping();
    stopBilling();
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  let stopSimulator = () => {};
  if (config.simulate || config.simulateSynthetic > 0) {
    const boxes = [
      ...(config.simulate ? await provisionDemoBoxes(database.db) : []),
      ...(await provisionSyntheticBoxes(database.db, config.simulateSynthetic)),
    ];
    stopSimulator = startSimulator({ baseUrl: `http://127.0.0.1:${config.port}`, boxes, log: app.log });
  }
  printBanner(
    config.publicUrl,
    config.port,
    config.smtpUrl ? 'SMTP' : config.mailDir,
    database.engine,
    Date.now() - started,
  );
}

function printBanner(publicUrl: string, port: number, mail: string, engine: string, ms: number): void {
  const accounts = DEMO_PARTNERS.flatMap((p) =>
    p.accounts.map(
      (a) =>
        `    ${a.email.padEnd(28)} ${p.name} (${p.plan})${a.changedPassword ? '' : ' - must change password'}`,
    ),
  );
  process.stdout.write(
    [
      '',
      `  ARED partner dashboard is serving on http://localhost:${port} (${engine}, ready in ${ms} ms)`,
      `  Links in mails point at ${publicUrl}`,
      `  Demo accounts, password ${DEMO_PASSWORD}:`,
      ...accounts,
      `  One-time passwords and reset links go to: ${mail}${mail === 'SMTP' ? '' : ' (*.eml; the code is also logged)'}`,
      `  API documentation: http://localhost:${port}/api/docs`,
      '',
    ].join('\n') + '\n',
  );
}

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
