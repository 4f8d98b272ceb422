import sharp from 'sharp';
import { makeMouthPhoto, type TMouthPhotoOptions } from './mouth-photo.ts';

/**
 * A generated mouth whose gums are paler still than `gum: 'pale'`: its pale gums with a fifth of their
 * colour taken out. Real dogs' gums read up to about 0.97 on the pallor scale (docs/decisions/010-analyser-v4.md),
 * as pale as the plain 'pale' mouth, so an urgent alarm needs this one.
 */
export async function makeVeryPaleMouthPhoto(options: Omit<TMouthPhotoOptions, 'gum'> = {}): Promise<Buffer> {
  const pale = await makeMouthPhoto({ ...options, gum: 'pale', format: 'png' });
  const out = sharp(pale).modulate({ saturation: 0.8 });
  return options.format === 'jpeg' ? out.jpeg({ quality: 92 }).toBuffer() : out.png().toBuffer();
}
