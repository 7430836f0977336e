import yauzl from 'yauzl';

/** One entry of a ZIP held in memory, inflated (tests only: fixtures of a few KB). */
export async function zipEntry(zip: Buffer, name: string): Promise<Buffer> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  try {
    for await (const entry of file.eachEntry()) {
      if (entry.fileName !== name) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    }
  } finally {
    file.close();
  }
  throw new Error(`${name} is not in the archive`);
}
