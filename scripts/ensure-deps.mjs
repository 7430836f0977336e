// Installs dependencies when node_modules is missing or older than the lockfile (npm ci: exactly the lock).
import { pathToFileURL } from 'node:url';
import { checkNodeVersion, mtime, mustRun } from './lib.mjs';

export function ensureDeps() {
  checkNodeVersion();
  const installed = mtime('node_modules/.package-lock.json');
  if (installed === 0 || installed < mtime('package-lock.json')) {
    console.log('Installing dependencies (npm ci)...');
    mustRun('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) ensureDeps();
