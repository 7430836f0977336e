import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
import { BENCH_ADMIN, BENCH_PASSWORD } from './bench-data';

/** The node flags `npm start` gives the server (apps/server/node-flags.json): measured as it runs. */
export const SERVER_NODE_FLAGS = JSON.parse(
  readFileSync(join(ROOT, 'apps/server/node-flags.json'), 'utf8'),
) as string[];

/** Whether nothing listens on the loopback `port` (bound for a moment to find out). */
const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * Waits until the built server answers `url`, failing early if it exits, or at once if something already
 * listens on its port: a server left from an interrupted run would answer in its place, and the bench would
 * measure it (and read its mail outbox, which is gone).
 */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const port = Number(new URL(url).port);
  if (port && !(await portIsFree(port)))
    throw new Error(
      `port ${port} is already taken (a server left from an earlier run?): stop it and run again`,
    );
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** A bench admin's OTP-verified access token (BENCH_ADMIN's by default), the code read from the server's mail outbox. */
export async function signIn(base: string, mailDir: string, email = BENCH_ADMIN): Promise<string> {
  return (await signInSession(base, mailDir, email)).access;
}

/** The same sign-in, with the session's refresh token as well (to sign out with). */
export async function signInSession(
  base: string,
  mailDir: string,
  email = BENCH_ADMIN,
): Promise<{ access: string; refresh: string }> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body ?? {}),
    }).then((r) => r.json());
  const first = await post('/v1/auth/jwt/create/', { phone: email, password: BENCH_PASSWORD });
  await post('/v1/2fa/', {}, first.access);
  const mail = readdirSync(mailDir)
    .filter((f) => readFileSync(join(mailDir, f), 'utf8').includes('sign-in code'))
    .sort()
    .at(-1)!;
  const code = readFileSync(join(mailDir, mail), 'utf8').match(/sign-in code: (\d{6})/)![1];
  const verified = await post('/v1/2fa/verify/', { token: code }, first.access);
  return { access: verified.access, refresh: verified.refresh };
}

/**
 * The built server (apps/server/dist/main.js) on a loopback port over `dataDir` (and `databaseUrl` when
 * given): no seed, no simulator, no web app, rate limits out of the way, warnings only. `env` adds to it.
 * BENCH_SERVER_NODE_ARGS passes flags to its node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
 */
export function spawnBuiltServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
}): { server: ChildProcess; base: string; stop: () => Promise<void>; logBytes: () => number } {
  const server = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      join(ROOT, 'apps/server/dist/main.js'),
    ],
    {
      env: {
        ...process.env,
        PORT: String(options.port),
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        SEED: 'off',
        SIMULATE: 'off',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000000',
        DEVICE_RATE_LIMIT_MAX: '100000000',
        WEB_DIST: '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // The log (pino writes to stdout) is counted, not kept: a bench line can say how much a flood made it grow.
  let logged = 0;
  server.stdout!.on('data', (chunk: Buffer) => (logged += chunk.length));
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
  return { server, base: `http://127.0.0.1:${options.port}`, stop, logBytes: () => logged };
}
