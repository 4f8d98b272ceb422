import {
  ACCEPTED_IMAGE_TYPES,
  DEFAULT_MAX_UPLOAD_MB,
  MAX_IMAGE_MEGAPIXELS,
  MAX_IMAGE_PIXELS,
} from '#common/uploads.ts';
import { readImageFileSize } from './read-image-size.ts';

/**
 * Client-side checks so an obviously wrong file fails at once instead of after an
 * upload. The server re-checks the content (STYLE: never trust the client's type)
 * with the same limits (common/uploads.ts).
 */
export const MAX_UPLOAD_MB = DEFAULT_MAX_UPLOAD_MB;
const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');

export type FileProblem = { title: string; description: string };

export function checkImageFile(file: File): FileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { title: 'Invalid File Type', description: 'Please select an image file (JPG, PNG, or WebP).' };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      title: 'File Too Large',
      description: `This photo is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_UPLOAD_MB} MB. Try a smaller photo or a screenshot of it.`,
    };
  }
  return null;
}

/**
 * Refuses a photo with more pixels than the server accepts, from its header alone:
 * decoding a 400-megapixel preview would freeze the page for many seconds first.
 * An unknown header passes; the server has the last word.
 */
export async function checkImagePixels(file: File): Promise<FileProblem | null> {
  const size = await readImageFileSize(file).catch(() => null);
  if (!size || size.width * size.height <= MAX_IMAGE_PIXELS) return null;
  const megapixels = Math.round((size.width * size.height) / 1_000_000);
  return {
    title: 'Photo Has Too Many Pixels',
    description: `This photo is ${size.width} × ${size.height} pixels (${megapixels} megapixels); the limit is ${MAX_IMAGE_MEGAPIXELS} megapixels. Try a smaller photo or a screenshot of it.`,
  };
}
