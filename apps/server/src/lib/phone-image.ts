import sharp from 'sharp';
import { HttpError } from './http-errors';
import { THUMBNAIL_MAX_INPUT_PIXELS } from './thumbnails';

/**
 * The widest picture a guest's phone is sent, in pixels: a portal card is at most 30rem (480 CSS px) wide,
 * about 360 on a phone, so 800 is sharp on a phone's 2× screen and on a laptop (decision 053).
 */
export const PHONE_IMAGE_WIDTH = 800;
/** JPEG quality (mozjpeg): posters with text stay readable at about a tenth of a PNG's bytes. */
export const PHONE_IMAGE_QUALITY = 72;

export const PHONE_IMAGE_FAILED = 'The image could not be read.';

export type PhoneImage = { bytes: Buffer; ext: 'jpg'; width: number; height: number };

/**
 * The picture a phone is sent in place of `original`: at most 800 px wide, turned upright by its EXIF
 * orientation, as a progressive JPEG (every phone browser shows JPEG; WebP is not shown by KaiOS's), any
 * transparency on white (the portal's cards are white). Null when the original is better kept: it is
 * already no larger in bytes, or it is animated (a still JPEG would lose the animation). An image that
 * cannot be decoded, or declares more pixels than a camera makes, is refused with 400: a phone could not
 * show it either.
 */
export async function phoneSizedImage(original: Buffer): Promise<PhoneImage | null> {
  try {
    const image = sharp(original, { limitInputPixels: THUMBNAIL_MAX_INPUT_PIXELS, failOn: 'error' });
    const { pages = 1 } = await image.metadata();
    if (pages > 1) return null;
    const { data, info } = await image
      .rotate()
      .resize({ width: PHONE_IMAGE_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHONE_IMAGE_QUALITY, mozjpeg: true, progressive: true })
      .toBuffer({ resolveWithObject: true });
    if (data.length >= original.length) return null;
    return { bytes: data, ext: 'jpg', width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, PHONE_IMAGE_FAILED);
  }
}
