// `npm run bench:foundation`: the foundation's two budgets.
//  1. The sign-in page loads at most 200 KB of gzipped JavaScript (measured in Chromium: bytes on the wire).
//  2. `npm start` with dependencies installed serves within 10 s on an empty DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { machineLine } from './machine';
import { writeSection } from './results-file';

const root = join(import.meta.dirname, '..', '..');
const JS_BUDGET_BYTES = 200 * 1024;
const START_BUDGET_MS = 10_000;

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Runs `npm start` on an empty DATA_DIR; resolves with the time until / answers, and a stop function. */
async function timeStart(): Promise<{ ms: number; port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ared-bench-'));
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      // not yet
    }
    if (performance.now() - started > 120_000) throw new Error('npm start did not serve within 120 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - started;
  return {
    ms,
    port,
    stop: async () => {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signInPageJavaScript(port: number) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const scripts: { url: string; wire: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    const sizes = await response.request().sizes();
    scripts.push({
      url: new URL(response.url()).pathname,
      wire: sizes.responseBodySize,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Log In' }).waitFor();
  await browser.close();
  return scripts;
}

// The first run builds if sources changed; the measured runs start with everything built.
const warm = await timeStart();
await warm.stop();
const runs: number[] = [];
let scripts: Awaited<ReturnType<typeof signInPageJavaScript>> = [];
for (let i = 0; i < 3; i += 1) {
  const run = await timeStart();
  runs.push(run.ms);
  if (i === 0) scripts = await signInPageJavaScript(run.port);
  await run.stop();
}
const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
const worstStart = Math.max(...runs);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'within budget' : '**over budget**');

const body = `
Machine: ${machineLine()}.

| measure | result | budget | verdict |
|---|---|---|---|
| sign-in page JavaScript, gzip -9 of every script it loads (${scripts.length} files) | ${kb(gzip)} | 200 KB | ${verdict(gzip <= JS_BUDGET_BYTES)} |
| the same, bytes on the wire (server sends pre-compressed brotli/gzip) | ${kb(wire)} | | |
| \`npm start\` to first page served, empty DATA_DIR (migrate + seed), build up to date; worst of ${runs.length} | ${(worstStart / 1000).toFixed(2)} s | 10 s | ${verdict(worstStart <= START_BUDGET_MS)} |
| the ${runs.length} runs | ${runs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} | | |

Scripts loaded by the sign-in page: ${scripts.map((s) => `\`${s.url.replace(/^\/assets\//, '')}\` ${kb(s.gzip)}`).join(', ')}.
`;
writeSection('Foundation: sign-in page weight and start-up time', body);
console.log(body);
process.exit(gzip <= JS_BUDGET_BYTES && worstStart <= START_BUDGET_MS ? 0 : 1);
