import { sniffImageType } from '#common/sniff-image-type.ts';
import { checkImageHeader } from '#server/adapters/image/normalise-photo.ts';
import { AppError } from '#server/errors.ts';
import { toAppError } from './to-app-error.ts';

/** The message the upload step shows for anything that is not an image (docs/product-rules.md#messages-the-owner-sees). */
export const INVALID_FILE_TYPE_MESSAGE = 'Please select an image file (JPG, PNG, or WebP).';

/**
 * The checks every uploaded photo passes before any work is done for it (a scan's quota slot,
 * a locate's worker): not empty, an image by its content (never its name or type), and a header
 * that is readable and within the pixel limit.
 */
export async function checkPhotoFile(bytes: Buffer): Promise<void> {
  if (bytes.length === 0)
    throw new AppError('INVALID_FILE_TYPE', `The file is empty. ${INVALID_FILE_TYPE_MESSAGE}`);
  if (!sniffImageType(bytes)) throw new AppError('INVALID_FILE_TYPE', INVALID_FILE_TYPE_MESSAGE);
  await checkImageHeader(bytes).catch((error) => {
    throw toAppError(error);
  });
}
