import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SCAN_UPLOAD_FIELD } from '#common/contracts/scans.ts';
import type { Config } from '#server/config.ts';
import { AppError } from '#server/errors.ts';

/**
 * One photo per upload. The size limit lives in the multipart parser, which
 * stops reading at MAX_UPLOAD_MB while the photo streams in (readPhotoUpload).
 */
export async function registerPhotoUpload(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: config.uploads.maxBytes, files: 1, fields: 5, parts: 6 },
  });
}

const tooLarge = (maxBytes: number) =>
  new AppError(
    'FILE_TOO_LARGE',
    `The photo is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Please choose a smaller photo.`,
  );

/**
 * The uploaded photo's bytes, for the scan service (which knows nothing of
 * HTTP). A cut-off file is refused with 413, whether the parser threw or only
 * flagged the stream as truncated.
 */
export async function readPhotoUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch (error) {
    throw malformedOr(error);
  }
  if (!file || file.fieldname !== SCAN_UPLOAD_FIELD) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Please choose a photo to upload (form field "${SCAN_UPLOAD_FIELD}").`,
      { issues: [{ path: SCAN_UPLOAD_FIELD, message: 'Required' }] },
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
 * errors ('Boundary not found', 'Unexpected end of form'), without a code: any
 * uncoded failure while reading the body is the client's, so a 400.
 */
function malformedOr(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode) return error;
  return new AppError('VALIDATION_FAILED', 'The upload could not be read. Please try again.');
}
