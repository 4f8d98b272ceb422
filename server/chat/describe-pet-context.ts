import { describeIndex, describeReading, type TReadingSign } from '#common/reading-words.ts';
import { formatScanDate } from './describe-scan-dates.ts';
import type { AskedPeriod } from './find-asked-period.ts';
import type { PetContext, ScanSummary } from './pet-context.ts';

/**
 * "1 of 3 (mild if present; possible, 55%)": the index and the chance in the words of the result
 * screen (common/reading-words.ts), so the chat never calls a possible finding "none".
 */
export function readingText(sign: TReadingSign, scan: ScanSummary): string | null {
  const index = sign === 'gingivitis' ? scan.gingivalIndex : scan.calculusIndex;
  const probability = sign === 'gingivitis' ? scan.gingivitisProbability : scan.calculusProbability;
  if (index === null) return null;
  if (probability === null) return `${index} of 3 (${describeIndex(sign, index).level})`;
  const reading = describeReading(sign, probability);
  return `${reading.index} of 3 (${reading.level}; ${reading.word}, ${reading.percent}%)`;
}

function indexText(label: string, sign: TReadingSign, scan: ScanSummary): string {
  const text = readingText(sign, scan);
  return text === null ? `${label} not readable` : `${label} ${text}`;
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
    `${indexText('gum inflammation (gingival index)', 'gingivitis', scan)}, ` +
    `${indexText('tartar (calculus index)', 'calculus', scan)}${findingText}`
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

/** The newest scans the model's prompt lists in full; the first scan is always listed too. */
const PROMPT_SCANS = 5;

/**
 * The scans the model's prompt lists, newest first: the latest few, the ones of the period the
 * question names, and the very first, so "since the first scan" and "last October" have facts.
 */
function scansForPrompt(scans: ScanSummary[], period: AskedPeriod | null): ScanSummary[] {
  return scans.filter(
    (scan, index) =>
      index < PROMPT_SCANS ||
      index === scans.length - 1 ||
      (period !== null && scan.createdAt >= period.from && scan.createdAt < period.to),
  );
}

function listScans(lines: string[], scans: ScanSummary[], period: AskedPeriod | null): void {
  const listed = scansForPrompt(scans, period);
  for (const scan of listed) lines.push(`- ${describeScan(scan)}`);
  if (listed.length < scans.length)
    lines.push(`(${scans.length - listed.length} other scans between these are not listed.)`);
}

/** The context as lines for the model's prompt: facts only, newest scan first. */
export function petContextForPrompt(context: PetContext, period: AskedPeriod | null = null): string {
  const pet = describePet(context);
  const lines = [`Pet: ${pet ?? 'not specified (dog or cat)'}.`];
  if (context.asOf) lines.push(`Today: ${formatScanDate(context.asOf)}.`);
  if (context.pet && context.pet.ageYears === null) lines.push('Age: not given.');
  if (context.scans.length === 0)
    lines.push(`Scans${context.pet?.name ? ` of ${context.pet.name}` : ''}: none yet.`);
  else {
    const of = context.pet?.name ? ` of ${context.pet.name}` : '';
    lines.push(`PawSmile photo scans${of}, newest first (screenings from photos, not diagnoses):`);
    listScans(lines, context.scans, period);
  }
  const others = (context.pets ?? []).filter((pet) => pet.profile.name !== context.pet?.name);
  if (others.length > 0) {
    lines.push(context.pet ? 'The member’s other pets:' : 'The member’s pets:');
    // Named, not detailed: a question about one of them is answered with its own context (choose-asked-pet.ts).
    for (const pet of others) {
      const count = pet.scans.length === 1 ? '1 scan' : `${pet.scans.length} scans`;
      lines.push(`- ${describePet({ pet: pet.profile, species: pet.profile.species, scans: [] })}: ${count}`);
    }
  }
  return lines.join('\n');
}
