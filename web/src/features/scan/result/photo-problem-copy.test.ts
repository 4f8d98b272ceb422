import { describe, expect, it } from 'vitest';
import { PHOTO_PROBLEMS } from '#common/contracts/scans.ts';
import { PHOTO_PROBLEM_LABELS, photoProblemLabels } from './photo-problem-copy.ts';

describe('photoProblemLabels', () => {
  it('names every problem the analyser can report', () => {
    for (const code of PHOTO_PROBLEMS) expect(PHOTO_PROBLEM_LABELS[code]).toMatch(/\w/);
  });

  it('keeps the analyser’s order, drops repeats and codes it does not know', () => {
    expect(photoProblemLabels(['mouth_closed', 'too_dark', 'mouth_closed', 'sparkles'])).toEqual([
      'The mouth is closed',
      'The photo is too dark',
    ]);
  });
});
