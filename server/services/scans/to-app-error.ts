import { MAX_IMAGE_MEGAPIXELS } from '#common/uploads.ts';
import { AnalysisBusyError, AnalysisTimeoutError } from '#server/adapters/analysis/analysis-pool.ts';
import { ImageRejectedError } from '#server/adapters/image/normalise-photo.ts';
import { AppError } from '#server/errors.ts';

/**
 * Maps failures of the image and analysis steps to coded errors the web can
 * show, by their type, never by their text; anything unexpected passes through
 * and becomes a logged 500.
 */
export function toAppError(error: unknown): unknown {
  if (error instanceof ImageRejectedError) {
    return error.reason === 'too_many_pixels'
      ? new AppError(
          'IMAGE_TOO_MANY_PIXELS',
          `This image has too many pixels. Please upload a normal photo (at most ${MAX_IMAGE_MEGAPIXELS} megapixels).`,
        )
      : new AppError(
          'IMAGE_UNREADABLE',
          'This image could not be read. It may be damaged or cut off; please try another photo.',
        );
  }
  if (error instanceof AnalysisTimeoutError) {
    return new AppError('ANALYSIS_TIMEOUT', 'The analysis took too long. Please try again in a moment.');
  }
  if (error instanceof AnalysisBusyError) {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      'The scanner is busy right now. Please try again in a moment.',
    );
  }
  return error;
}
