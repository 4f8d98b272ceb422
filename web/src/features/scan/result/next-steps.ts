import type { TScanResult } from '#common/contracts/scans.ts';

type StepsInput = Pick<TScanResult, 'status' | 'severity' | 'gingivalIndex' | 'calculusIndex'>;

/** The most a result leads with: a worried owner reads three lines, not a paragraph. */
export const MAX_NEXT_STEPS = 3;

/**
 * What to do now for an urgent result, shown in the verdict itself. Capillary refill: press a
 * pink patch of gum; colour should be back within two seconds (AAHA first-aid guidance).
 */
export const URGENT_CHECKLIST = [
  'Call your vet or an emergency clinic now.',
  'Check gum colour: press the gum, pink should return within 2 seconds.',
  'Keep your pet calm and warm.',
  'Bring this result with you.',
] as const;

/**
 * Short imperative next steps for a judged result, most important first. An urgent result
 * gets URGENT_CHECKLIST instead and an unclear photo its retake tips, so both return none.
 * Indices the photo could not show count as the status suggests.
 */
export function nextSteps(scan: StepsInput): string[] {
  if (scan.status === 'unclear' || scan.severity === 'urgent') return [];
  const gum = scan.gingivalIndex ?? (scan.status === 'inflamed' ? 1 : 0);
  const tartar = scan.calculusIndex ?? (scan.status === 'tartar' ? 1 : 0);
  const steps: string[] = [];

  if (scan.severity === 'concerning') {
    steps.push(gum >= 2 ? 'Book a vet dental check within two weeks.' : 'Book a vet check soon.');
  }
  if (tartar >= 3) steps.push('Ask your vet about a dental cleaning.');
  else if (tartar >= 1 && scan.severity === 'normal')
    steps.push('Mention the tartar at your next vet visit.');
  if (gum === 1 && scan.severity === 'normal') steps.push('Mention the red gum line at your next vet visit.');

  steps.push('Brush daily with a soft brush and pet toothpaste.');
  if (gum >= 1) steps.push('Take another photo in the same light in two weeks.');
  if (scan.status === 'healthy' && gum === 0 && tartar === 0) {
    steps.push('Check your pet’s mouth once a month.', 'Keep the yearly vet check-up.');
  }
  return steps.slice(0, MAX_NEXT_STEPS);
}
