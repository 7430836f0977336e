import { chmodSync, mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../../tests/helpers/scratch-dir';
import { loadConfig } from '../config/env';
import { tightenDataDir } from './private-files';
import { createLocalFileStore } from './local-file-store';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('a private DATA_DIR', () => {
  it('is created 0700 with the generated JWT secret 0600', () => {
    const dataDir = join(scratchDir('ared-private-'), 'data');
    loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'jwt-secret'))).toBe(0o600);
  });

  it('makes an existing open DATA_DIR private again when the config is loaded', () => {
    const dataDir = scratchDir('ared-private-');
    chmodSync(dataDir, 0o755);
    loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('takes group and other access away from everything an older version left open', () => {
    const dataDir = scratchDir('ared-private-');
    const entries = {
      dirs: ['mail', 'uploads', 'uploads/profile_pics', 'db', 'db/base'],
      files: ['jwt-secret', 'mail/2026-01-01-1-1.eml', 'uploads/profile_pics/a.png', 'db/base/1259'],
    };
    chmodSync(dataDir, 0o755);
    for (const dir of entries.dirs) mkdirSync(join(dataDir, dir), { mode: 0o755 });
    for (const file of entries.files) writeFileSync(join(dataDir, file), 'x', { mode: 0o644 });
    chmodSync(join(dataDir, 'db/base/1259'), 0o666);
    // A link pointing outside DATA_DIR is not followed (its target is not ours to change).
    const outside = join(scratchDir('ared-outside-'), 'shared.txt');
    writeFileSync(outside, 'x', { mode: 0o644 });
    symlinkSync(outside, join(dataDir, 'link'));

    expect(tightenDataDir(dataDir)).toBe(1 + entries.dirs.length + entries.files.length);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const dir of entries.dirs) expect(modeOf(join(dataDir, dir))).toBe(0o700);
    for (const file of entries.files) expect(modeOf(join(dataDir, file))).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);
    expect(tightenDataDir(dataDir)).toBe(0);
  });

  it('stores uploads in private folders and files', async () => {
    const uploadsDir = join(scratchDir('ared-private-'), 'uploads');
    const { key } = await createLocalFileStore(uploadsDir).put('profile_pics', 'png', Buffer.from('png'));
    const file = join(uploadsDir, key);
    expect(modeOf(uploadsDir)).toBe(0o700);
    expect(modeOf(join(uploadsDir, 'profile_pics'))).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
  });
});
