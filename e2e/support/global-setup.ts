import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

// Module augmentation needs interfaces: a type alias cannot merge into the library's declaration.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The server's RADIUS ports on 127.0.0.1 (the boxes' way in, decision 023). */
    radiusAuthPort: number;
    radiusAcctPort: number;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const root = resolve(__dirname, '..', '..');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A UDP port nobody uses now: the server's RADIUS must not meet another server's on 1812/1813. */
const freeUdpPort = () =>
  new Promise<number>((done, fail) => {
    const socket = createSocket('udp4');
    socket.once('error', fail);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => done(port));
    });
  });

/** Starts the built server the way `npm start` runs it, on a free loopback port and an empty DATA_DIR. */
export default async function setup(project: TestProject) {
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: `node scripts/build.mjs` (npm test does it).');
  }
  const port = await freePort();
  const radiusAuthPort = await freeUdpPort();
  const radiusAcctPort = await freeUdpPort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ared-e2e-'));
  const nodeFlags = JSON.parse(readFileSync(join(root, 'apps/server/node-flags.json'), 'utf8')) as string[];
  const server = spawn(process.execPath, [...nodeFlags, main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Device state is driven by the tests' own heartbeats.
      SIMULATE: 'off',
      RADIUS_AUTH_PORT: String(radiusAuthPort),
      RADIUS_ACCT_PORT: String(radiusAcctPort),
      // The analytics rollup runs often, so what a test does shows on the Analytics page within seconds.
      ANALYTICS_ROLLUP_SECONDS: '2',
      // Alerts are evaluated every 2 s, so a box that stops or starts reporting shows in the bell quickly.
      ALERTS_EVERY_SECONDS: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Seeding the demo takes ~15 s on a quiet machine; a busy one (CI's suites side by side) can take several times that.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left behind: an orphaned server would hold the test run's output open and its port.
      server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error('server did not start within 180 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('radiusAuthPort', radiusAuthPort);
  project.provide('radiusAcctPort', radiusAcctPort);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
