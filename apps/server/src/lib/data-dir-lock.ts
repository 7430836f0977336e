import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config/env';
import { PRIVATE_FILE_MODE } from './private-files';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims DATA_DIR for this process (a pid file). A lock left by a process that is gone is taken over;
 * a live one stops the start with a clear message. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new ConfigError(
          `DATA_DIR ${dataDir} is in use by process ${holder}; stop it or choose another DATA_DIR.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new ConfigError(`Could not lock DATA_DIR ${dataDir}.`);
}
