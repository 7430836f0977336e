import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../../tests/helpers/scratch-dir';
import { acquireDataDirLock } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  it('refuses a DATA_DIR held by a live process and frees it on release', () => {
    const dir = scratchDir('ared-lock-');
    writeFileSync(join(dir, 'server.pid'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/is in use by process/);
  });

  it('takes over a stale lock and removes it on release', () => {
    const dir = scratchDir('ared-lock-');
    writeFileSync(join(dir, 'server.pid'), '999999');
    const release = acquireDataDirLock(dir);
    expect(existsSync(join(dir, 'server.pid'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
  });
});
