import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../bench-server';
import { ROOT } from './config';

type Running = { label: string; stop: () => Promise<void> | void };
const running: Running[] = [];

/** Registers what to stop at the end; stopAll() runs the stops newest first, also after a failure. */
export function stopLater(label: string, stop: Running['stop']): () => Promise<void> {
  const entry = { label, stop };
  running.push(entry);
  return async () => {
    const at = running.indexOf(entry);
    if (at >= 0) running.splice(at, 1);
    await stop();
  };
}

export async function stopAll(): Promise<void> {
  while (running.length > 0) {
    const { label, stop } = running.pop()!;
    try {
      await stop();
    } catch (error) {
      console.error(`could not stop ${label}: ${(error as Error).message}`);
    }
  }
}

/** SIGTERM to the process's own id, then SIGKILL after 10 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid !== undefined && process.kill(child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Waits until `url` answers 2xx, failing early when the process exits. */
export async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer ${url}`);
}

/** The built project server, configured as the other benches configure it (no seed, no simulator, no limits). */
export async function startProject(options: {
  port: number;
  dataDir: string;
  databaseUrl: string;
  label: string;
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(ROOT, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      // Blank: the secret is generated into DATA_DIR/jwt-secret, which the DRF reference reads.
      JWT_SECRET: '',
      SEED: 'off',
      SIMULATE: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      DEVICE_RATE_LIMIT_MAX: '100000000',
      BILLING_INTERVAL_MINUTES: '0',
      RESPONSE_VALIDATION: 'off',
      WEB_DIST: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  stopLater(options.label, () => stopProcess(child));
  await waitFor(`http://127.0.0.1:${options.port}/api/health`, child, options.label);
  return child;
}

/**
 * The DRF reference under gunicorn, sync workers, 2 of them (one per core), as its README runs it. It runs
 * from its own folder, which must stay untouched: no bytecode, gunicorn's heartbeat files in our scratch
 * folder, its log there too.
 */
export async function startDrf(options: {
  gunicorn: string;
  refDir: string;
  port: number;
  databaseUrl: string;
  jwtSecretFile: string;
  scratchDir: string;
}): Promise<ChildProcess> {
  const log = openSync(join(options.scratchDir, 'gunicorn.log'), 'a');
  const child = spawn(
    options.gunicorn,
    [
      'refsite.wsgi',
      '--bind',
      `127.0.0.1:${options.port}`,
      '--workers',
      '2',
      '--worker-class',
      'sync',
      '--worker-tmp-dir',
      options.scratchDir,
      '--log-level',
      'warning',
    ],
    {
      cwd: options.refDir,
      env: {
        ...process.env,
        PYTHONDONTWRITEBYTECODE: '1',
        REF_DATABASE_URL: options.databaseUrl,
        REF_JWT_SECRET_FILE: options.jwtSecretFile,
        REF_AUTH: 'jwt',
      },
      stdio: ['ignore', log, log],
    },
  );
  stopLater('DRF reference (gunicorn)', () => stopProcess(child));
  await waitFor(
    `http://127.0.0.1:${options.port}/bare`,
    child,
    `gunicorn (log: ${options.scratchDir}/gunicorn.log)`,
  );
  return child;
}
