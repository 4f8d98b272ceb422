import type { PetContext, ScanSummary } from './load-pet-context.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "20 Nov 2026", the same on every server whatever its locale. */
export function formatScanDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

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
    `${formatScanDate(scan.createdAt)}: ${scan.status}` +
    `${scan.severity ? `, ${scan.severity}` : ''}, ` +
    `${indexText('gum inflammation (gingival index)', scan.gingivalIndex)}, ` +
    `${indexText('tartar (calculus index)', scan.calculusIndex)}${findingText}`
  );
}

function compareIndex(name: string, before: number | null, after: number | null): string | null {
  if (before === null || after === null) return null;
  if (after < before) return `${name} went down from ${before} to ${after} (better)`;
  if (after > before) return `${name} went up from ${before} to ${after} (worse)`;
  return `${name} stayed at ${after}`;
}

function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 86_400_000);
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

/** Whose scans: "Biscuit’s" for a chosen pet, else "your" (lower case; `capitalise` for a sentence start). */
function whose(context: PetContext): string {
  return context.pet?.name ? `${context.pet.name}’s` : 'your';
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A plain answer to "is it getting better?" from the member's own scans: the
 * newest against the one before (and the first, when there are more), index by
 * index. Says so when there is not enough to compare.
 */
export function describeProgress(context: PetContext): string {
  const [latest, previous] = context.scans;
  const name = context.pet?.name;
  if (!latest) {
    return `You have no scan results${name ? ` for ${name}` : ''} yet, so I cannot tell how things are changing. Take a scan now and another in a few weeks, in similar light and from the same side, and I can compare them.`;
  }
  if (!previous) {
    return `${capitalise(whose(context))} only scan so far is from ${describeScan(latest)}. One scan cannot show a trend: take another in two to four weeks, in similar light and from the same side, and I will compare them.`;
  }
  const changes = [
    compareIndex('Gum inflammation (gingival index)', previous.gingivalIndex, latest.gingivalIndex),
    compareIndex('Tartar (calculus index)', previous.calculusIndex, latest.calculusIndex),
  ].filter((change): change is string => change !== null);
  const gap = daysBetween(previous.createdAt, latest.createdAt);
  const lines = [
    `Comparing ${whose(context)} latest scan (${formatScanDate(latest.createdAt)}) with the one ${gap} day${gap === 1 ? '' : 's'} before it (${formatScanDate(previous.createdAt)}):`,
    ...(changes.length > 0
      ? changes.map((change) => `- ${change}.`)
      : ['- The indices could not be read on both photos.']),
    `- Status: ${previous.status} then ${latest.status}.`,
  ];
  const oldest = context.scans.at(-1);
  if (oldest && context.scans.length > 2 && oldest.gingivalIndex !== null && latest.gingivalIndex !== null) {
    lines.push(
      `Since ${whose(context)} first scan here (${formatScanDate(oldest.createdAt)}), the gingival index has gone from ${oldest.gingivalIndex} to ${latest.gingivalIndex}.`,
    );
  }
  lines.push(verdict(previous, latest, whose(context)));
  return lines.join('\n');
}

function verdict(previous: ScanSummary, latest: ScanSummary, owner: string): string {
  if (latest.severity === 'urgent')
    return `${capitalise(owner)} latest scan flagged an urgent sign: please see a vet now.`;
  const gums =
    previous.gingivalIndex !== null && latest.gingivalIndex !== null
      ? latest.gingivalIndex - previous.gingivalIndex
      : 0;
  const gumsOf = owner === 'your' ? 'the' : owner;
  if (gums < 0) return `So ${gumsOf} gums look calmer than before: keep up the daily brushing.`;
  if (gums > 0) return `So ${gumsOf} gums look more inflamed than before: book a dental check with your vet.`;
  return 'So there is no clear change yet. Photos vary with light and angle; a few more weeks of daily brushing and another scan will tell more.';
}

/** The context as lines for the model's prompt: facts only, newest scan first. */
export function petContextForPrompt(context: PetContext): string {
  const pet = describePet(context);
  const lines = [`Pet: ${pet ?? 'not specified (dog or cat)'}.`];
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
