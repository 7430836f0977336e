// Builds the web app and the server when their sources are newer than their last build.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { compressDist } from './compress-dist.mjs';
import { mtime, mustRun, newestMtime, root } from './lib.mjs';
import { ensureDeps } from './ensure-deps.mjs';

const shared = ['packages/contract', 'package-lock.json'];

export function buildAll({ force = false } = {}) {
  const webSources = newestMtime(['apps/web', ...shared]);
  if (force || mtime('apps/web/dist/index.html') < webSources) {
    console.log('Building the web app...');
    mustRun('npm', ['run', 'build', '-w', 'apps/web', '--silent']);
    compressDist(join(root, 'apps/web/dist'));
  }
  const serverSources = newestMtime([
    'apps/server/src',
    'apps/server/build.mjs',
    'apps/server/package.json',
    ...shared,
  ]);
  if (force || mtime('apps/server/dist/main.js') < serverSources) {
    console.log('Building the server...');
    mustRun('npm', ['run', 'build', '-w', 'apps/server', '--silent']);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureDeps();
  buildAll({ force: process.argv.includes('--force') });
}
