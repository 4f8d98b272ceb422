import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '#server/errors.ts';

/** The multipart field the web (and SPEC section 7) sends the photo in. */
export const UPLOAD_FIELD = 'image';

const tooLarge = (maxBytes: number) =>
  new AppError(
    'FILE_TOO_LARGE',
    `The photo is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Please choose a smaller photo.`,
  );

/**
 * Buffers the uploaded photo. The size limit lives in the multipart parser
 * (app.ts), which stops reading at the limit; a cut-off file is refused with
 * 413, whether the parser threw or only flagged the stream as truncated.
 */
export async function readUpload(options: {
  readFile: () => Promise<MultipartFile | undefined>;
  maxBytes: number;
}): Promise<Buffer> {
  const { maxBytes } = options;
  let file: MultipartFile | undefined;
  try {
    file = await options.readFile();
  } catch (error) {
    throw malformedOr(error);
  }
  if (!file || file.fieldname !== UPLOAD_FIELD) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Please choose a photo to upload (form field "${UPLOAD_FIELD}").`,
      {
        issues: [{ path: UPLOAD_FIELD, message: 'Required' }],
      },
    );
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw malformedOr(error);
  }
  if (file.file.truncated || bytes.length > maxBytes) throw tooLarge(maxBytes);
  return bytes;
}

/**
 * The multipart parser (busboy) reports a broken or cut-off body with plain
 * errors ('Boundary not found', 'Unexpected end of form'): the client's fault, so a 400.
 */
function malformedOr(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode) return error;
  return new AppError('VALIDATION_FAILED', 'The upload could not be read. Please try again.');
}
