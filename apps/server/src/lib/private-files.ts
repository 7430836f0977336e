import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * DATA_DIR holds mail with one-time passwords and reset links, the JWT secret and the database: only the
 * server's own user may read it. Folders are 0700 and files 0600, whatever the process's umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates a folder (and its parents) private; an existing one is made private too. */
export function ensurePrivateDirSync(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(path, PRIVATE_DIR_MODE);
}

export async function ensurePrivateDir(path: string): Promise<void> {
  // mkdir's mode only applies to folders it creates; DATA_DIR itself is made private at start.
  await mkdir(path, { recursive: true, mode: PRIVATE_DIR_MODE });
}

export async function writePrivateFile(path: string, content: string | Buffer): Promise<void> {
  await writeFile(path, content, { mode: PRIVATE_FILE_MODE });
}

/**
 * Takes group and other permissions away from everything under DATA_DIR. Older versions created it with
 * the default umask (folders 0755, mail and secret 0644), so a server upgraded in place fixes them at
 * start. Only entries that are open are changed; symbolic links are left alone.
 */
export function tightenDataDir(dataDir: string): number {
  let changed = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o077) !== 0) {
      // The owner keeps what it had (an executable stays executable) and gets at least read and write.
      chmodSync(path, (stat.mode & 0o700) | wanted);
      changed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dataDir);
  return changed;
}
