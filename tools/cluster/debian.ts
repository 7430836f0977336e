import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A Debian package the cluster needs (haproxy): installed here when we run as root, as `.ci/run` and
 * scripts/test.mjs install radclient; otherwise the run stops with the command to install it.
 */
export function ensureDebianPackage(binary: string, pkg: string, why: string): void {
  if (existsSync(binary)) return;
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian's ${pkg} for ${why}...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
    if (existsSync(binary)) return;
  }
  throw new Error(`${why} needs Debian's '${pkg}' package: run \`sudo apt-get install ${pkg}\`.`);
}
