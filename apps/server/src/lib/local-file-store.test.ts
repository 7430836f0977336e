import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './local-file-store';

const sandbox = mkdtempSync(join(tmpdir(), 'ared-files-'));
const root = join(sandbox, 'uploads');
const files = createLocalFileStore(root);
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

describe('the local file store', () => {
  it('stores under a key it generates and serves the file back by it', async () => {
    const first = await files.put('profile_pics', 'png', Buffer.from('one'));
    const second = await files.put('profile_pics', 'png', Buffer.from('one'));
    expect(first.key).toMatch(/^profile_pics\/[\w-]{16}\.png$/);
    expect(second.key).not.toBe(first.key);
    expect(first.url).toBe(`/media/${first.key}`);
    expect(files.keyOfUrl(first.url)).toBe(first.key);
    const opened = await files.open(first.key);
    expect(opened).toMatchObject({ size: 3, contentType: 'image/png' });
    expect(await text(opened!.stream)).toBe('one');
  });

  it('keeps files private to the server (0600)', async () => {
    const { key } = await files.put('profile_pics', 'gif', Buffer.from('gif'));
    expect(statSync(join(root, key)).mode & 0o777).toBe(0o600);
  });

  it('refuses keys that leave the store or that it did not generate', async () => {
    writeFileSync(join(sandbox, 'secret.png'), 'secret');
    const { key } = await files.put('profile_pics', 'png', Buffer.from('x'));
    for (const bad of [
      '../secret.png',
      'profile_pics/../../secret.png',
      `${join(sandbox, 'secret.png')}`,
      'profile_pics/%2e%2e%2fsecret.png',
      `${key}/..`,
      `${key.slice(0, -4)}.txt`,
      '',
    ])
      expect(await files.open(bad)).toBeNull();
    await files.delete('../secret.png');
    expect(readFileSync(join(sandbox, 'secret.png'), 'utf8')).toBe('secret');
    expect(files.keyOfUrl('/media/../secret.png')).toBeNull();
    expect(files.keyOfUrl('https://example.com/a.png')).toBeNull();
  });

  it('refuses a folder that is not a plain name', async () => {
    await expect(files.put('../outside', 'png', Buffer.from('x'))).rejects.toThrow('invalid upload folder');
    await expect(files.put('a/b', 'png', Buffer.from('x'))).rejects.toThrow('invalid upload folder');
  });

  it('deletes a file, and ignores one that is gone', async () => {
    const { key } = await files.put('profile_pics', 'webp', Buffer.from('w'));
    await files.delete(key);
    expect(await files.open(key)).toBeNull();
    await expect(files.delete(key)).resolves.toBeUndefined();
  });
});
