import { describe, expect, it } from 'vitest';
import { AnalysisBusyError, AnalysisTimeoutError } from '#server/adapters/analysis/analysis-pool.ts';
import { ImageRejectedError } from '#server/adapters/image/normalise-photo.ts';
import { AppError } from '#server/errors.ts';
import { toAppError } from './to-app-error.ts';

const codeOf = (error: unknown) => (toAppError(error) as AppError).code;

describe('toAppError', () => {
  it('maps the image and analysis failures by their type', () => {
    expect(codeOf(new ImageRejectedError('too_many_pixels'))).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(codeOf(new ImageRejectedError('unreadable'))).toBe('IMAGE_UNREADABLE');
    expect(codeOf(new AnalysisTimeoutError(10))).toBe('ANALYSIS_TIMEOUT');
    expect(codeOf(new AnalysisBusyError())).toBe('SERVICE_UNAVAILABLE');
  });

  it('never by their text: an error that only says so passes through as the bug it is', () => {
    const lookalikes = [
      new Error('Task queue is at limit'),
      Object.assign(new Error('photo analysis took longer than 10 ms'), { name: 'AnalysisTimeoutError' }),
    ];
    for (const error of lookalikes) {
      expect(toAppError(error)).toBe(error);
      expect(toAppError(error)).not.toBeInstanceOf(AppError);
    }
  });
});
