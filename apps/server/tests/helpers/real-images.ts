import sharp from 'sharp';

/**
 * A decodable picture of `width` × `height` in `format`, drawn like an advert poster: a gradient with a
 * little noise (a photo-like picture, which compresses as pictures do, not a flat colour). Seeded, so a
 * test gets the same bytes each run.
 */
export async function posterOf(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  options: { flat?: boolean } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 53;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = options.flat ? 0 : (seed >> 16) % 6;
      const at = (y * width + x) * 3;
      pixels[at] = options.flat ? 40 : Math.floor((x / width) * 200) + noise;
      pixels[at + 1] = options.flat ? 90 : Math.floor((y / height) * 200) + noise;
      pixels[at + 2] = options.flat ? 160 : 120 + noise;
    }
  // A flat picture as a PNG is what a designer exports: a palette, a few hundred bytes.
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format, options.flat && format === 'png' ? { palette: true } : {})
    .toBuffer();
}
