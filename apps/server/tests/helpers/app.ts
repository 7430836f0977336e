import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/env';
import type { Database, Db } from '../../src/db/client';
import { type Clock, systemClock } from '../../src/lib/clock';
import { createLocalFileStore } from '../../src/lib/local-file-store';
import { type Mailer, createMailer } from '../../src/lib/mailer';
import { createTokenSigner } from '../../src/lib/tokens';
import { openTestDatabase } from './database';
import type { AssistantTool } from '../../src/modules/assistant/tools/types';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  /** Messages the real mailer wrote to the outbox, oldest first. */
  mails: () => { to: string; subject: string; body: string }[];
  mailer: Mailer;
  clock: Clock;
  close: () => Promise<void>;
};

/**
 * The real application on a fresh database, with the real file mailer writing to a temporary outbox.
 * Requests go through app.inject: routing, validation, auth hook and serialization all run.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  {
    clock = systemClock,
    loggerInstance,
    logStream,
    beforeReady,
    assistantTools,
    database: shared,
  }: {
    clock?: Clock;
    /** A logger of one's own (tests read what the app logs). */
    loggerInstance?: FastifyBaseLogger;
    /** Log lines go here (at the env's LOG_LEVEL) instead of nowhere. */
    logStream?: DestinationStream;
    /** Adds routes or hooks before the app starts (test-only probes). */
    beforeReady?: (app: FastifyInstance) => void;
    /** The assistant's tool registry (the app's own by default). */
    assistantTools?: readonly AssistantTool[];
    /** Another context's database: two apps on one database are two replicas (closed by its owner). */
    database?: Database;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ared-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://dashboard.test',
    LOG_LEVEL: 'silent',
    // RADIUS is on by default in service (1812/1813); a test that wants it asks for ports (0: ephemeral).
    RADIUS_AUTH_PORT: 'off',
    RADIUS_ACCT_PORT: 'off',
    ...env,
  });
  const database = shared ?? (await openTestDatabase());
  const mailer = createMailer({
    mailDir: config.mailDir,
    from: config.mailFrom,
    log: pino({ level: 'silent' }),
  });
  const app = await buildApp({
    deps: {
      config,
      database,
      mailer,
      tokens: createTokenSigner(config.jwtSecret),
      clock,
      files: createLocalFileStore(config.uploadsDir),
    },
    logger: env.LOG_LEVEL === 'debug-test' || logStream !== undefined,
    logStream,
    loggerInstance,
    ...(assistantTools && { assistantTools }),
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    mails: () => readOutbox(config.mailDir),
    mailer,
    clock,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function readOutbox(mailDir: string) {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(mailDir, file), 'utf8');
    const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
    const body = raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n');
    return { to: header('To'), subject: header('Subject'), body: decodeQuotedPrintable(body) };
  });
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
