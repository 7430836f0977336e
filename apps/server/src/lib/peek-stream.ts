import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` bytes of a stream (fewer when it is shorter) and gives back a stream of the whole
 * content: the same stream with the head put back in front when more is to come, or the head alone when
 * the stream ended within it. Only the head is held in memory; the rest keeps flowing with back-pressure.
 */
export function peekHead(source: Readable, bytes: number): Promise<{ head: Buffer; rest: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (ended: boolean) => {
      if (settled) return;
      settled = true;
      cleanup();
      const head = Buffer.concat(chunks, size);
      if (ended) return resolve({ head, rest: Readable.from(size > 0 ? [head] : []) });
      // Before 'end' is emitted a stream takes data back; it is read again first.
      if (size > 0) source.unshift(head);
      resolve({ head, rest: source });
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (size < bytes && (chunk = source.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        size += chunk.length;
      }
      if (size >= bytes) settle(false);
    };
    const onEnd = () => settle(true);
    const onError = (error: Error) => {
      if (settled) return;
      settled = true;
      cleanup();
      reject(error);
    };
    // Closed without an end: destroyed, maybe before we were called (a parser that met a cut body).
    const onClose = () => onError(source.errored ?? new Error('The stream closed before its end.'));
    const cleanup = () => {
      source.off('readable', onReadable);
      source.off('end', onEnd);
      source.off('error', onError);
      source.off('close', onClose);
    };
    if (source.errored || source.destroyed) return onClose();
    source.on('readable', onReadable);
    source.on('end', onEnd);
    source.on('error', onError);
    source.on('close', onClose);
  });
}
