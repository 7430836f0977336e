// Builds the web app and the server when their sources are newer than their last build.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { compressDist } from './compress-dist.mjs';
import { mtime, mustRun, newestMtime, root } from './lib.mjs';
import { ensureDeps } from './ensure-deps.mjs';

const shared = ['packages/contract', 'package-lock.json'];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

export function buildAll({ force = false } = {}) {
  const webSources = newestMtime(['apps/web', ...shared]);
  if (force || mtime('apps/web/dist/index.html') < webSources) {
    const started = Date.now();
    process.stdout.write('Building the web app... ');
    // Vite lists every chunk it writes (over 200 lines); a newcomer needs the outcome, and warnings.
    mustRun('npm', ['run', 'build', '-w', 'apps/web', '--silent', '--', '--logLevel', 'warn']);
    compressDist(join(root, 'apps/web/dist'));
    console.log(`done in ${seconds(started)}`);
  }
  const serverSources = newestMtime([
    'apps/server/src',
    'apps/server/build.mjs',
    'apps/server/package.json',
    ...shared,
  ]);
  if (force || mtime('apps/server/dist/main.js') < serverSources) {
    const started = Date.now();
    process.stdout.write('Building the server... ');
    mustRun('npm', ['run', 'build', '-w', 'apps/server', '--silent']);
    console.log(`done in ${seconds(started)}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureDeps();
  buildAll({ force: process.argv.includes('--force') });
}
