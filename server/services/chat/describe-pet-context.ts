import { formatScanDate } from './describe-scan-dates.ts';
import type { PetContext, ScanSummary } from './load-pet-context.ts';

function indexText(label: string, value: number | null): string {
  return value === null ? `${label} not readable` : `${label} ${value} of 3`;
}

export function describeScan(scan: ScanSummary): string {
  const findings = scan.findings.filter((finding) => finding.level !== 'info');
  const findingText =
    findings.length > 0
      ? `; findings: ${findings.map((finding) => `${finding.label} (${finding.level})`).join(', ')}`
      : '';
  return (
    `${formatScanDate(scan.createdAt)} at ${scan.createdAt.slice(11, 16)} UTC: ${scan.status}` +
    `${scan.severity ? `, ${scan.severity}` : ''}, ` +
    `${indexText('gum inflammation (gingival index)', scan.gingivalIndex)}, ` +
    `${indexText('tartar (calculus index)', scan.calculusIndex)}${findingText}`
  );
}

/** The pet, if known, in a few words: "Biscuit, a 9-year-old cat". */
export function describePet(context: PetContext): string | null {
  const pet = context.pet;
  if (!pet) return context.species ? `a ${context.species}` : null;
  const age = pet.ageYears === null ? '' : `${pet.ageYears}-year-old `;
  const breed = pet.breed ? ` (${pet.breed})` : '';
  const what = `a ${age}${pet.species ?? 'pet'}${breed}`;
  return pet.name ? `${pet.name}, ${what}` : what;
}

/** The context as lines for the model's prompt: facts only, newest scan first. */
export function petContextForPrompt(context: PetContext): string {
  const pet = describePet(context);
  const lines = [`Pet: ${pet ?? 'not specified (dog or cat)'}.`];
  if (context.asOf) lines.push(`Today: ${formatScanDate(context.asOf)}.`);
  if (context.pet && context.pet.ageYears === null) lines.push('Age: not given.');
  if (context.scans.length === 0)
    lines.push(`Scans${context.pet?.name ? ` of ${context.pet.name}` : ''}: none yet.`);
  else {
    const of = context.pet?.name ? ` of ${context.pet.name}` : '';
    lines.push(`PawSmile photo scans${of}, newest first (screenings from photos, not diagnoses):`);
    for (const scan of context.scans) lines.push(`- ${describeScan(scan)}`);
  }
  return lines.join('\n');
}
