import sharp, { type Metadata } from 'sharp';
import { MAX_IMAGE_PIXELS } from '#common/uploads.ts';

/** The web refuses the same pixel count from the file header before uploading (common/uploads.ts). */
export const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;
/** Long edge of the stored photo: sharp on a phone or laptop screen, a fraction of the upload's bytes. */
const PHOTO_EDGE = 1600;
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
  /** WebP thumbnail of the same photo. */
  thumb: Buffer;
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
 * Decodes the upload once into the photo we keep. `failOn: 'truncated'` turns
 * a cut-off JPEG into an error instead of a half-grey picture; `.rotate()`
 * applies the EXIF orientation, after which sharp writes no metadata unless
 * asked (we never call withMetadata). sharp runs on libuv threads, so awaiting
 * it does not block the event loop.
 */
export async function normalisePhoto(bytes: Uint8Array): Promise<NormalisedPhoto> {
  try {
    // Decode once to raw pixels, then encode the photo and the thumbnail from them side by side.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(PHOTO_EDGE, PHOTO_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [photo, thumb] = await Promise.all([
      sharp(data, raw).jpeg({ quality: 82 }).toBuffer(),
      sharp(data, raw)
        .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 72 })
        .toBuffer(),
    ]);
    return { photo, thumb, width: info.width, height: info.height };
  } catch (error) {
    throw rejection(error);
  }
}
