import type { Multipart, MultipartFile } from '@fastify/multipart';
import { asUploadError } from './uploads';

/**
 * Goes through every part of a multipart body, handing each to `handle`, and reads the body to its end even
 * after a refusal: later files are drained, and the first error is thrown once the parser is done. Leaving
 * the loop early would stop reading the request (the parser is unpiped), so a client still sending a large
 * file would stall instead of getting the 4xx, and the parser's own late error would go unhandled.
 */
export async function forEachPart(
  parts: AsyncIterable<Multipart>,
  handle: (part: Multipart) => Promise<void>,
): Promise<void> {
  let refusal: unknown = null;
  try {
    for await (const part of parts) {
      if (refusal !== null) {
        if (part.type === 'file') (part as MultipartFile).file.resume();
        continue;
      }
      try {
        await handle(part);
      } catch (error) {
        refusal = error;
        // A file part the handler did not finish reading must not hold the parser up.
        if (part.type === 'file' && !(part as MultipartFile).file.readableEnded)
          (part as MultipartFile).file.resume();
      }
    }
  } catch (error) {
    throw asUploadError(refusal ?? error);
  }
  if (refusal !== null) throw asUploadError(refusal);
}
