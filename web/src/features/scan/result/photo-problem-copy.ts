import type { TPhotoProblem } from '#common/contracts/scans.ts';
import { PHOTO_PROBLEMS } from '#common/scan-constants.ts';

/**
 * What was wrong with a photo, in the owner's words: the same before an upload (the refusal)
 * and on an unclear result (docs/product-rules.md#guided-capture). The tips come from the analyser.
 */
export const PHOTO_PROBLEM_LABELS: Record<TPhotoProblem, string> = {
  too_small: 'The photo is too small to see the gums',
  too_far: 'The mouth is too far away',
  too_dark: 'The photo is too dark',
  overexposed: 'The photo is too bright',
  blurry: 'The photo is blurry',
  colour_cast: 'The light tints the colours',
  mouth_closed: 'The mouth is closed',
  no_mouth: 'This does not look like a pet’s mouth',
  not_a_pet: 'This looks like a person’s mouth',
  screenshot: 'This looks like a screenshot, not a camera photo',
};

const isPhotoProblem = (code: string): code is TPhotoProblem =>
  (PHOTO_PROBLEMS as readonly string[]).includes(code);

/** Labels of the codes this web app knows, in the analyser's order, once each. */
export function photoProblemLabels(codes: readonly string[]): string[] {
  return [...new Set(codes.filter(isPhotoProblem))].map((code) => PHOTO_PROBLEM_LABELS[code]);
}
