import sharp from 'sharp';
import { makeMouthPhoto } from '../generated-photos/mouth-photo.ts';

/**
 * A phone-like 12 MP JPEG: the synthetic mouth plus per-pixel sensor noise,
 * which is what makes real phone photos 3-5 MB rather than a few hundred KB.
 */
export async function phonePhoto(): Promise<Buffer> {
  const clean = await makeMouthPhoto({
    gum: 'inflamed',
    tartar: true,
    width: 4032,
    height: 3024,
    format: 'png',
  });
  const { data, info } = await sharp(clean).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let seed = 12345;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i] + ((seed >> 16) % 13) - 6));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
