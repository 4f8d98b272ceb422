import { describe, expect, it } from 'vitest';
import { ACCEPTED_IMAGE_LABEL } from './uploads.ts';

describe('ACCEPTED_IMAGE_LABEL', () => {
  it('names every type the server accepts, AVIF included, so the copy and the share target agree', () => {
    expect(ACCEPTED_IMAGE_LABEL).toBe('JPG, PNG, WebP or AVIF');
  });
});
