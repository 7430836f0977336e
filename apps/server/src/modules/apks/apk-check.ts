import { PassThrough, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { FileStore } from '../../lib/file-store';
import { ManifestError, type ManifestInfo, readBinaryManifest } from './binary-manifest';

/** Why an upload is not an Android package; its message is the `file` field's error. */
export class NotAnApkError extends Error {}

/** Real manifests are a few KB (a large app's, some 100 KB); past this it is refused unread (a zip bomb). */
export const MAX_MANIFEST_BYTES = 1024 * 1024;
/** Entries looked at before giving up on finding the manifest and the code (large apps have ~10,000). */
const MAX_ENTRIES = 100_000;
/** The DEX magic: 'dex\n' then a three-digit version and a NUL. */
const DEX_MAGIC = /^dex\n\d{3}\0$/;
const BLOCK = 256 * 1024;

/**
 * Checks a stored upload BY CONTENT as an Android package and reads its manifest: a ZIP (end of central
 * directory, central directory and local headers, as yauzl checks them) holding AndroidManifest.xml in
 * Android binary XML and classes.dex starting with the DEX magic. The file is read where it was stored,
 * through the store's range reads (local disk or S3 alike), so the upload is never held in memory whole.
 */
export async function checkStoredApk(files: FileStore, key: string, size: number): Promise<ManifestInfo> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(new StoreReader(files, key, size), size, {
      lazyEntries: true,
      autoClose: false,
    });
  } catch {
    throw new NotAnApkError('The file is not an Android package (APK): it is not a ZIP archive.');
  }
  try {
    return await readPackage(zip);
  } catch (error) {
    if (error instanceof NotAnApkError) throw error;
    if (error instanceof ManifestError)
      throw new NotAnApkError(`The file is not an Android package (APK): ${error.message}.`);
    throw new NotAnApkError('The file is not an Android package (APK): the archive is damaged.');
  } finally {
    zip.close();
  }
}

async function readPackage(zip: yauzl.ZipFile): Promise<ManifestInfo> {
  let manifest: ManifestInfo | null = null;
  let hasCode = false;
  let seen = 0;
  for await (const entry of zip.eachEntry()) {
    if ((seen += 1) > MAX_ENTRIES) break;
    if (entry.fileName === 'AndroidManifest.xml' && !manifest) {
      if (entry.uncompressedSize > MAX_MANIFEST_BYTES)
        throw new NotAnApkError('The file is not an Android package (APK): its manifest is too large.');
      manifest = readBinaryManifest(await readEntry(zip, entry, MAX_MANIFEST_BYTES));
    } else if (entry.fileName === 'classes.dex' && !hasCode) {
      hasCode = DEX_MAGIC.test((await readEntry(zip, entry, 8)).toString('latin1'));
      if (!hasCode)
        throw new NotAnApkError('The file is not an Android package (APK): classes.dex is not Dalvik code.');
    }
    if (manifest && hasCode) return manifest;
  }
  if (!manifest)
    throw new NotAnApkError('The file is not an Android package (APK): it has no AndroidManifest.xml.');
  throw new NotAnApkError('The file is not an Android package (APK): it has no classes.dex.');
}

/**
 * The first `limit` bytes of an entry, inflated. yauzl checks the inflated size against the declared one,
 * so an entry that declares little and inflates to much fails instead of filling memory.
 */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= limit) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

/**
 * yauzl's random access over the file store. Its central-directory walk makes one small read per entry,
 * so reads are served from 256 KB blocks (the last two kept): a few range requests instead of thousands.
 */
class StoreReader extends yauzl.RandomAccessReader {
  private blocks = new Map<number, Promise<Buffer>>();

  constructor(
    private readonly files: FileStore,
    private readonly key: string,
    private readonly size: number,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    this.files
      .open(this.key, { start, end: end - 1 })
      .then((opened) => {
        if (!opened) return out.destroy(new Error('The stored file is gone.'));
        opened.stream.on('error', (error) => out.destroy(error));
        opened.stream.pipe(out);
      })
      .catch((error: Error) => out.destroy(error));
    return out;
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (error: Error | null) => void,
  ): void {
    this.copy(buffer, offset, length, position).then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }

  private async copy(buffer: Buffer, offset: number, length: number, position: number) {
    let done = 0;
    while (done < length) {
      const at = position + done;
      const index = Math.floor(at / BLOCK);
      const block = await this.block(index);
      const from = at - index * BLOCK;
      if (from >= block.length) throw new Error('Read past the end of the stored file.');
      done += block.copy(buffer, offset + done, from, Math.min(block.length, from + length - done));
    }
  }

  private block(index: number): Promise<Buffer> {
    let block = this.blocks.get(index);
    if (!block) {
      block = this.readBlock(index);
      this.blocks.set(index, block);
      if (this.blocks.size > 2) this.blocks.delete(this.blocks.keys().next().value!);
    }
    return block;
  }

  private async readBlock(index: number): Promise<Buffer> {
    const start = index * BLOCK;
    const end = Math.min(this.size, start + BLOCK) - 1;
    if (end < start) return Buffer.alloc(0);
    const opened = await this.files.open(this.key, { start, end });
    if (!opened) throw new Error('The stored file is gone.');
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream as AsyncIterable<Buffer>) chunks.push(chunk);
    return Buffer.concat(chunks);
  }
}
