import sharp from 'sharp';
import type { FileStore, StoredFile } from './file-store';
import { HttpError } from './http-errors';

/** The long side of a generated thumbnail, in pixels (part 2 §5: list previews). */
export const THUMBNAIL_SIZE = 320;
/**
 * Images larger than this many pixels are not decoded: a small file can declare a huge image (a
 * "decompression bomb") whose pixels would take gigabytes of memory. 50 MP covers any camera photo.
 */
export const THUMBNAIL_MAX_INPUT_PIXELS = 50_000_000;
/** Thumbnails are private like the files they show, served by the module routes. */
export const THUMBNAIL_FOLDER = 'thumbnails';

export const THUMBNAIL_FAILED = 'The image could not be read to make its thumbnail.';

/**
 * A WebP thumbnail (at most 320 px on its long side, never enlarged, turned upright by its EXIF
 * orientation) of a stored image, stored beside it. The image streams through sharp; one that is too large
 * or not decodable is refused with 400 and nothing is stored.
 */
export async function imageThumbnail(files: FileStore, key: string): Promise<StoredFile> {
  const opened = await files.open(key);
  if (!opened) throw new HttpError(404, 'Not found.');
  const resizer = sharp({ limitInputPixels: THUMBNAIL_MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 });
  opened.stream.on('error', (error) => resizer.destroy(error));
  opened.stream.pipe(resizer);
  try {
    return await files.put(THUMBNAIL_FOLDER, 'webp', resizer);
  } catch (error) {
    opened.stream.destroy();
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, THUMBNAIL_FAILED);
  }
}
