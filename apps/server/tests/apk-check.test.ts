import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../src/lib/file-store';
import { createLocalFileStore } from '../src/lib/local-file-store';
import { createS3FileStore } from '../src/lib/s3-file-store';
import { NotAnApkError, checkStoredApk } from '../src/modules/apks/apk-check';
import { APK_FIXTURES, DEX, manifestOf, zipOf } from './helpers/apk-files';
import { type TestS3Server, startS3Server } from './helpers/s3-server';

/**
 * The APK check reads the stored file through the store's range reads: the same on disk and on S3
 * (s3rver), including a central directory larger than one 256 KB block of the reader's cache.
 */
let s3: TestS3Server;
const localRoot = mkdtempSync(join(tmpdir(), 'ared-apk-check-'));
const stores = {} as Record<'local' | 's3', FileStore>;

beforeAll(async () => {
  s3 = await startS3Server();
  stores.s3 = createS3FileStore(s3.config);
  stores.local = createLocalFileStore(localRoot);
});
afterAll(async () => {
  await s3.close();
  rmSync(localRoot, { recursive: true, force: true });
});

/** 6,000 small entries before the manifest: a central directory of some 400 KB, past one block. */
const manyEntries = zipOf([
  ...Array.from({ length: 6000 }, (_, i) => ({
    name: `res/drawable/icon_${String(i).padStart(5, '0')}.png`,
    data: Buffer.from([i & 0xff]),
    store: true,
  })),
  {
    name: 'AndroidManifest.xml',
    data: manifestOf({ packageName: 'org.ared.big', versionCode: 77, versionName: '7.7' }),
  },
  { name: 'classes.dex', data: DEX },
]);

describe.each(['local', 's3'] as const)('checkStoredApk on the %s store', (kind) => {
  const check = async (bytes: Buffer) => {
    const stored = await stores[kind].put('apks', 'apk', bytes);
    return checkStoredApk(stores[kind], stored.key, stored.size);
  };

  it('reads a real APK', async () => {
    const { bytes, packageName, versionName, versionCode } = APK_FIXTURES.kioskV12;
    expect(await check(bytes)).toEqual({ packageName, versionName, versionCode });
  });

  it('reads an APK whose central directory spans several blocks', async () => {
    expect(manyEntries.length).toBeGreaterThan(600 * 1024);
    expect(await check(manyEntries)).toEqual({
      packageName: 'org.ared.big',
      versionName: '7.7',
      versionCode: 77,
    });
  });

  it('refuses a cut APK with NotAnApkError', async () => {
    await expect(check(manyEntries.subarray(0, manyEntries.length - 100))).rejects.toBeInstanceOf(
      NotAnApkError,
    );
  });
});
