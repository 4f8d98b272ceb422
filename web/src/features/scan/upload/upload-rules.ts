import { DEFAULT_CLIENT_CONFIG } from '#common/client-config-defaults.ts';
import type { TClientConfig } from '#common/contracts/client-config.ts';
import { SNIFF_BYTES, sniffImageType } from '#common/sniff-image-type.ts';
import { ACCEPTED_IMAGE_TYPES } from '#common/uploads.ts';
import { readImageFileSize } from './read-image-size.ts';

/**
 * Client-side checks so an obviously wrong file fails at once instead of after an
 * upload. The server re-checks the content (it never trusts the client's type)
 * and tells the web its limits (GET /api/client-config, useClientConfig), so the
 * two never disagree; until it answers, the defaults in common/uploads.ts apply.
 */
export type UploadRules = TClientConfig;

/** The largest upload in whole MB, as the picker and the refusal say it. */
export const maxUploadMb = (rules: UploadRules) => Math.round(rules.maxUploadBytes / 1024 / 1024);

export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');

export type FileProblem = { title: string; description: string };

export function checkImageFile(file: File, rules: UploadRules = DEFAULT_CLIENT_CONFIG): FileProblem | null {
  if (!rules.acceptedImageTypes.includes(file.type)) {
    return { title: 'Invalid File Type', description: 'Please select an image file (JPG, PNG, or WebP).' };
  }
  if (file.size > rules.maxUploadBytes) {
    return {
      title: 'File Too Large',
      description: `This photo is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${maxUploadMb(rules)} MB. Try a smaller photo or a screenshot of it.`,
    };
  }
  return null;
}

/**
 * Refuses a file whose first bytes are not an image the server accepts (the same test it runs,
 * common/sniff-image-type.ts): a text file renamed .jpg has an image's name and type but would
 * only fail at the crop step's preview or after its upload.
 */
export async function checkImageContent(file: File): Promise<FileProblem | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (sniffImageType(head)) return null;
  return {
    title: 'Invalid File Type',
    description: `“${file.name}” is not a photo: what is inside is not an image, whatever its name says. Please select an image file (JPG, PNG, or WebP).`,
  };
}

/**
 * Refuses a photo with more pixels than the server accepts, from its header alone:
 * decoding a 400-megapixel preview would freeze the page for many seconds first.
 * An unknown header passes; the server has the last word.
 */
export async function checkImagePixels(
  file: File,
  rules: UploadRules = DEFAULT_CLIENT_CONFIG,
): Promise<FileProblem | null> {
  const size = await readImageFileSize(file).catch(() => null);
  if (!size || size.width * size.height <= rules.maxImagePixels) return null;
  const megapixels = Math.round((size.width * size.height) / 1_000_000);
  return {
    title: 'Photo Has Too Many Pixels',
    description: `This photo is ${size.width} × ${size.height} pixels (${megapixels} megapixels); the limit is ${rules.maxImagePixels / 1_000_000} megapixels. Try a smaller photo or a screenshot of it.`,
  };
}
