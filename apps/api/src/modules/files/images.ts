import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { Limiter } from '../../common/limiter';

/** The most pixels an uploaded image may decode to (5,000 × 5,000): a decompression bomb stops here. */
export const IMAGE_MAX_PIXELS = 25_000_000;

/**
 * How many images are decoded at once, across all uploads and logo copies: the number of CPUs, at most 2.
 * A picture at IMAGE_MAX_PIXELS decodes to 100 MB (RGBA), so parallel uploads of large pictures would
 * otherwise hold that much each at the same time; the others wait their turn.
 */
export const imageLimiter = new Limiter(Math.max(1, Math.min(2, availableParallelism())));

/** Stored images are at most this many pixels wide and high (larger ones are scaled down). */
export const IMAGE_MAX_SIDE = 1024;

/**
 * An uploaded image decoded in full and written again in its own format: turned upright by its EXIF
 * orientation, scaled down to IMAGE_MAX_SIDE, without metadata (a phone photo's location, the camera)
 * and without any bytes that are not the picture. Null when the bytes do not decode as that image.
 */
export function reencodeImage(bytes: Buffer, mime: string): Promise<Buffer | null> {
  return imageLimiter.run(() => reencode(bytes, mime));
}

async function reencode(bytes: Buffer, mime: string): Promise<Buffer | null> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  try {
    switch (mime) {
      case 'image/png':
        return await image.png().toBuffer();
      case 'image/jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 85 }).toBuffer();
      default:
        return null;
    }
  } catch {
    return null;
  }
}
