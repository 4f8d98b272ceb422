import type { TGumColour } from '#common/contracts/clinic-grading.ts';

/** Löe–Silness gingival index and the calculus index, as a vet reads them (docs/vet-labels.md). */
export const GINGIVAL_HINTS = ['normal', 'mild', 'moderate', 'severe'] as const;
export const CALCULUS_HINTS = ['none', 'slight', 'moderate', 'heavy'] as const;

export const GUM_COLOUR_LABELS: Record<TGumColour, string> = {
  normal: 'Normal (pink)',
  pale: 'Pale',
  red: 'Red',
  blue_grey: 'Blue-grey',
  yellow: 'Yellow',
};

/** How the vet's index compares with the analyser's, in words. */
export function compareIndex(vet: number | null, analyser: number | null): string {
  if (vet === null && analyser === null) return 'Neither gave a grade';
  if (vet === null) return 'You could not tell';
  if (analyser === null) return 'The analyser gave no grade';
  const gap = analyser - vet;
  if (gap === 0) return 'Same grade';
  const steps = Math.abs(gap) === 1 ? '1 step' : `${Math.abs(gap)} steps`;
  return `Analyser ${steps} ${gap > 0 ? 'higher' : 'lower'}`;
}
