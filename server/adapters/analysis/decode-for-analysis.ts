import sharp from 'sharp';
import { ANALYSIS_EDGE } from '#common/photo-sizes.ts';
import { MAX_IMAGE_PIXELS } from '#common/uploads.ts';

/**
 * Decodes once: JPEG shrink-on-load kicks in because of the resize, so a 12 MP photo is decoded at
 * 1/4 or 1/8 scale instead of full size. `.rotate()` applies EXIF orientation before analysis.
 */
export async function decodeForAnalysis(
  bytes: Uint8Array,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize(ANALYSIS_EDGE, ANALYSIS_EDGE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
