import sharp from 'sharp';
import { imageLimiter, reencodeImage } from './images';
import { logoVariantBytes } from './logo-variants';

function png(side: number): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 4, background: '#3366cc' } })
    .png()
    .toBuffer();
}

describe('image decoding', () => {
  it('decodes at most imageLimiter.limit images at once; the others wait their turn and all finish', async () => {
    const picture = await png(2000);
    const count = imageLimiter.limit + 3;
    const stored = Array.from({ length: count }, () => reencodeImage(picture, 'image/png'));
    const copies = Array.from({ length: 2 }, () => logoVariantBytes(picture, 64));
    expect(imageLimiter.load).toEqual({
      running: imageLimiter.limit,
      waiting: count + 2 - imageLimiter.limit,
    });
    for (const bytes of await Promise.all(stored)) {
      expect((await sharp(bytes!).metadata()).width).toBe(1024);
    }
    for (const bytes of await Promise.all(copies)) {
      expect((await sharp(bytes!).metadata()).width).toBe(64);
    }
    expect(imageLimiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its place when the bytes are no image', async () => {
    await expect(reencodeImage(Buffer.from('not a picture'), 'image/png')).resolves.toBeNull();
    expect(imageLimiter.load).toEqual({ running: 0, waiting: 0 });
  });
});
