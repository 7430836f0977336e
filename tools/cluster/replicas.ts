import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../bench/bench-server';

const ROOT = join(import.meta.dirname, '..', '..');

export type ReplicaSpec = {
  name: string;
  httpPort: number;
  radiusAuthPort: number;
  radiusAcctPort: number;
  dataDir: string;
};

export type Replica = ReplicaSpec & {
  url: string;
  /** Its log (pino's JSON lines), kept to read after it died. */
  logFile: string;
  pid: () => number | undefined;
  alive: () => boolean;
  /** SIGKILL: no shutdown, no flush, its connections dropped by the kernel. */
  kill9: () => Promise<void>;
  /** SIGTERM and wait: the shutdown a deployment does. */
  stop: () => Promise<void>;
};

/** Waits until `url` answers 200, failing early if the process exits. */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * One API replica: the built server (`main` is apps/server/dist/main.js unless the CI check built its own),
 * with its own HTTP and RADIUS ports and data directory and the cluster's shared settings in `env`.
 */
export async function startReplica(
  spec: ReplicaSpec,
  env: Record<string, string>,
  main = join(ROOT, 'apps/server/dist/main.js'),
): Promise<Replica> {
  mkdirSync(spec.dataDir, { recursive: true });
  const logFile = join(spec.dataDir, 'server.log');
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    env: {
      ...process.env,
      ...env,
      PORT: String(spec.httpPort),
      HOST: '127.0.0.1',
      DATA_DIR: spec.dataDir,
      RADIUS_HOST: '127.0.0.1',
      RADIUS_AUTH_PORT: String(spec.radiusAuthPort),
      RADIUS_ACCT_PORT: String(spec.radiusAcctPort),
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const url = `http://127.0.0.1:${spec.httpPort}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilReady(`${url}/api/health/ready`, child);
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    throw new Error(`${spec.name} did not start: ${(error as Error).message}\n${tail}`);
  }
  return {
    ...spec,
    url,
    logFile,
    pid: () => child.pid,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill9: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
