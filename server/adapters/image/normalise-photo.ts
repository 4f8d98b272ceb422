import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { TCropBox } from '#common/contracts/scans.ts';
import { ANALYSIS_EDGE, MEDIUM_EDGE, PHOTO_EDGE } from '#common/photo-sizes.ts';
import { MAX_IMAGE_PIXELS } from '#common/uploads.ts';

/** The web refuses the same pixel count from the file header before uploading (common/uploads.ts). */
export const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;
/**
 * The stored photo (PHOTO_EDGE, common/photo-sizes.ts) is the one bounded copy of the upload; the
 * medium copy, the thumbnail and the analyser's input come from its pixels, so the upload is decoded
 * once (docs/performance.md#scans), with the JPEG decoder's shrink-on-load doing the first halving of a 12 MP
 * photo.
 */
const THUMB_EDGE = 320;

export type ImageRejection = 'too_many_pixels' | 'unreadable';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    cause?: unknown,
  ) {
    super(`image rejected: ${reason}`, { cause });
    this.name = 'ImageRejectedError';
  }
}

/** sharp reports its pixel limit only in the message text. */
function rejection(error: unknown): ImageRejectedError {
  const isPixelLimit = error instanceof Error && /pixel limit/i.test(error.message);
  return new ImageRejectedError(isPixelLimit ? 'too_many_pixels' : 'unreadable', error);
}

export interface NormalisedPhoto {
  /** JPEG, upright, no metadata at all (EXIF, GPS, XMP, ICC all dropped). */
  photo: Buffer;
  /** The same photo at most MEDIUM_EDGE px on its long side (JPEG). */
  medium: Buffer;
  /** WebP thumbnail of the same photo. */
  thumb: Buffer;
  /** The analyser's input: the same pixels, at most ANALYSIS_EDGE px on the long side, RGB. */
  analysisPixels: { data: Buffer; width: number; height: number };
  width: number;
  height: number;
}

/**
 * Reads only the header: cheap enough to run before a quota slot is taken, and
 * it catches non-images and pixel bombs. Truncation shows only on decode.
 */
export async function checkImageHeader(bytes: Uint8Array): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw rejection(error);
  }
  if (!metadata.width || !metadata.height) throw new ImageRejectedError('unreadable');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRejectedError('too_many_pixels');
}

/**
 * Decodes the whole image (small) with the analyser's strictness (failOn 'error'), throwing
 * ImageRejectedError if it cannot: tells a damaged upload from a fault in the analyser.
 */
export async function checkImageDecodes(bytes: Uint8Array): Promise<void> {
  try {
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch (error) {
    throw rejection(error);
  }
}

/** How sharp reads back raw pixels it wrote: their size and channel count. */
const rawInput = (info: OutputInfo) => ({
  raw: { width: info.width, height: info.height, channels: info.channels },
});

/** A region in pixels of the upright photo, as sharp's extract() takes it. */
interface PixelRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The owner's crop box (fractions of the upright photo) in whole pixels, at least one pixel and
 * never past the edge, whatever rounding does to a box that touches it.
 */
export function cropToPixels(crop: TCropBox, width: number, height: number): PixelRegion {
  const left = Math.min(width - 1, Math.max(0, Math.round(crop.x * width)));
  const top = Math.min(height - 1, Math.max(0, Math.round(crop.y * height)));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(crop.width * width))),
    height: Math.max(1, Math.min(height - top, Math.round(crop.height * height))),
  };
}

/** Width and height as the owner sees the photo, after its EXIF orientation. */
async function uprightSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  return metadata.autoOrient;
}

/**
 * Decodes the upload once into the photo we keep. `failOn: 'truncated'` turns
 * a cut-off JPEG into an error instead of a half-grey picture; `.rotate()`
 * applies the EXIF orientation, after which sharp writes no metadata unless
 * asked (we never call withMetadata). sharp runs on libuv threads, so awaiting
 * it does not block the (worker's) event loop.
 *
 * With a crop box, the photo and thumbnail ARE the cropped region: the box is
 * in the upright photo's fractions, so it is cut after the rotation (sharp
 * rotates before an extract called after rotate()) and before the resize, at
 * full resolution.
 */
export async function normalisePhoto(bytes: Uint8Array, crop?: TCropBox): Promise<NormalisedPhoto> {
  try {
    let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate();
    if (crop) {
      const upright = await uprightSize(bytes);
      pipeline = pipeline.extract(cropToPixels(crop, upright.width, upright.height));
    }
    // Decoded once, into the stored photo's pixels; every copy comes from them. This runs in an
    // analysis worker (analyse-photo.worker.ts, scanPhoto), where a 9 MB buffer per scan costs little
    // garbage collection; on the main thread it cost more than decoding the stored JPEG again
    // (docs/performance.md#scans). The linear kernel: after the decoder's shrink-on-load, what is left of a
    // phone photo's reduction is small, where it is 49 dB from the default lanczos3 (no visible difference)
    // for 12-15 ms less CPU on a 12 MP photo; the medium copy's 2.5x reduction with it is 42 dB from
    // lanczos3 (a shade softer) for 4 ms less. flatten and sRGB make any input 8-bit RGB (a 16-bit
    // PNG with transparency too), which the raw copies below assume.
    // Encoder effort is a scan's CPU too: skipping libjpeg's optimised Huffman tables halves the
    // photo's encode time for 4% more bytes, and WebP effort 2 takes a third less than the default 4
    // for a 4.6 KB thumbnail instead of 4.4 KB (both measured on a 12 MP phone photo).
    const full = await pipeline
      .resize(PHOTO_EDGE, PHOTO_EDGE, { fit: 'inside', withoutEnlargement: true, kernel: 'linear' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { info } = full;
    const fullRaw = rawInput(info);
    const [photo, mediumPixels] = await Promise.all([
      sharp(full.data, fullRaw).jpeg({ quality: 82, optimiseCoding: false }).toBuffer(),
      sharp(full.data, fullRaw)
        .resize(MEDIUM_EDGE, MEDIUM_EDGE, { fit: 'inside', withoutEnlargement: true, kernel: 'linear' })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ]);
    const mediumRaw = rawInput(mediumPixels.info);
    const [medium, thumb, analysis] = await Promise.all([
      // The medium copy is what phones wait for, so it keeps the optimised tables: bytes first.
      sharp(mediumPixels.data, mediumRaw).jpeg({ quality: 76 }).toBuffer(),
      sharp(mediumPixels.data, mediumRaw)
        .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 72, effort: 2 })
        .toBuffer(),
      sharp(mediumPixels.data, mediumRaw)
        .resize(ANALYSIS_EDGE, ANALYSIS_EDGE, { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ]);
    const analysisPixels = { data: analysis.data, width: analysis.info.width, height: analysis.info.height };
    return { photo, medium, thumb, analysisPixels, width: info.width, height: info.height };
  } catch (error) {
    throw rejection(error);
  }
}

/**
 * Only the thumbnail (a pet's profile picture): decoded with the same strictness, upright, no
 * metadata, shrunk on load, without the scan's stored copies and analyser pixels it would not use.
 */
export async function normaliseThumbnail(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .webp({ quality: 72, effort: 2 })
      .toBuffer();
  } catch (error) {
    throw rejection(error);
  }
}
