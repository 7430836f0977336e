import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { seedBenchPartner, BENCH_ADMIN, BENCH_PASSWORD } from './bench/bench-data';
import { load } from './bench/http-load';
const dataDir = mkdtempSync(join(tmpdir(), 'prof-'));
const d = await openDatabase({ dataDir: join(dataDir, 'db') });
const { serials } = await seedBenchPartner(d.db, 10000);
await d.close();
const server = spawn(
  process.execPath,
  ['--cpu-prof', '--cpu-prof-dir=/tmp/cpuprof', '/work/main/apps/server/dist/main.js'],
  {
    env: {
      ...process.env,
      PORT: '18600',
      DATA_DIR: dataDir,
      SEED: 'off',
      SIMULATE: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      WEB_DIST: '',
    },
    stdio: 'inherit',
  },
);
const base = 'http://127.0.0.1:18600';
for (;;) {
  try {
    if ((await fetch(base + '/api/health')).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
const post = (p: string, b: unknown, t?: string) =>
  fetch(base + p, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(t && { authorization: 'Bearer ' + t }) },
    body: JSON.stringify(b ?? {}),
  }).then((r) => r.json());
const first = await post('/v1/auth/jwt/create/', { phone: BENCH_ADMIN, password: BENCH_PASSWORD });
await post('/v1/2fa/', {}, first.access);
const code = readFileSync(join(dataDir, 'mail', readdirSync(join(dataDir, 'mail'))[0]!), 'utf8').match(
  /code: (\d{6})/,
)![1];
const token = (await post('/v1/2fa/verify/', { token: code }, first.access)).access;
const which = process.argv[2];
const url =
  which === 'status'
    ? base +
      '/v1/device-status/?' +
      serials
        .slice(0, 500)
        .map((s) => 'serial_numbers[]=' + s)
        .join('&')
    : base + '/v1/routers/?page=3&page_size=10';
console.log(await load({ url, connections: 1, duration: 5, headers: { authorization: 'Bearer ' + token } }));
server.kill('SIGINT');
await new Promise((r) => server.once('exit', r));
