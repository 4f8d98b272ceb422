import { scanTrend, type TScanTrend, type TSignMove } from '#common/scan-trend.ts';
import { readingText } from './describe-pet-context.ts';
import { describeGap, formatScanDate } from './describe-scan-dates.ts';
import type { AskedPeriod } from './find-asked-period.ts';
import type { PetContext, ScanSummary } from './pet-context.ts';

type IndexName = 'gums' | 'tartar';

const INDEX_LABEL: Record<IndexName, string> = {
  gums: 'Gum inflammation (gingival index)',
  tartar: 'Tartar (calculus index)',
};

const readIndex = (scan: ScanSummary, index: IndexName) =>
  index === 'gums' ? scan.gingivalIndex : scan.calculusIndex;

/** Said of a move smaller than what a retake of the same mouth varies (common/scan-trend.ts). */
const WITHIN_NOISE = 'by less than two photos of the same mouth can differ';

/**
 * One index's move in words that agree with the verdict below it: "which is better" or "worse" only
 * when the move counts by the rule of common/scan-trend.ts (the index moved, and its probability by
 * more than a retake varies).
 */
function describeChange(before: ScanSummary, after: ScanSummary, index: IndexName): string {
  const from = readIndex(before, index);
  const to = readIndex(after, index);
  if (from === null || to === null) return `could not be read on both photos`;
  if (from === to) return `stayed at ${to}`;
  const move = scanTrend(before, after)[index];
  const fromTo = `${to > from ? 'went up' : 'went down'} from ${from} to ${to}`;
  if (move.counts === 0) return `${fromTo}, ${WITHIN_NOISE}`;
  return `${fromTo}, which is ${move.counts > 0 ? 'worse' : 'better'}`;
}

function describeLevels(scan: ScanSummary): string {
  const level = (sign: 'gingivitis' | 'calculus', name: string) => {
    const text = readingText(sign, scan);
    return text === null ? `${name} not readable` : `${name} ${text}`;
  };
  return `${level('gingivitis', 'gum inflammation')} and ${level('calculus', 'tartar')}`;
}

/** Whose scans: "Rex’s" for a chosen pet, else "your". */
function whose(context: PetContext): string {
  return context.pet?.name ? `${context.pet.name}’s` : 'your';
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A plain answer to "what did the latest scan show, is it getting better?"
 * from the member's own scans: the latest scan in words, then index by index
 * against the one before (and the first, when there are more), then one
 * verdict that agrees with every number above it. Dates are in words.
 * When the question names a period ("in July", "last year"), the comparison is
 * with that period's scans instead, or says there were none then.
 */
export function describeProgress(context: PetContext, period: AskedPeriod | null = null): string {
  const [latest, previous] = context.scans;
  const owner = whose(context);
  const name = context.pet?.name;
  const on = (scan: ScanSummary) => formatScanDate(scan.createdAt, context.asOf);
  if (!latest) {
    return `You have no scan results${name ? ` for ${name}` : ''} yet, so I cannot tell how things are changing. Take a scan now and another in a few weeks, in similar light and from the same side, and I can compare them.`;
  }
  const lines = [`${capitalise(owner)} latest scan, on ${on(latest)}, read ${describeLevels(latest)}.`];
  const findings = latest.findings.filter((finding) => finding.level !== 'info');
  if (findings.length > 0)
    lines.push(`It noted: ${findings.map((finding) => `${finding.label} (${finding.level})`).join(', ')}.`);
  if (latest.severity === 'urgent')
    lines.push('It flagged an urgent sign: please see a vet now, or today at the latest.');
  if (period) {
    const inPeriod = context.scans.filter(
      (scan) => scan.createdAt >= period.from && scan.createdAt < period.to,
    );
    const then = inPeriod.find((scan) => scan !== latest);
    if (then) {
      lines.push(...describePeriodScans(inPeriod, period, name, on));
      lines.push(
        `Compared with then (the scan on ${on(then)}, ${describeGap(then.createdAt, latest.createdAt)}):`,
        `- ${INDEX_LABEL.gums}: ${describeChange(then, latest, 'gums')}.`,
        `- ${INDEX_LABEL.tartar}: ${describeChange(then, latest, 'tartar')}.`,
        verdict(then, latest, owner, on(then)),
      );
      return lines.join('\n');
    }
    if (inPeriod.length === 0)
      lines.push(
        `There are no scans${name ? ` of ${name}` : ''} from ${period.label}, so here is how the latest compares with the scans there are.`,
      );
  }
  if (!previous) {
    lines.push(
      `It is ${owner} only scan so far, and one scan cannot show a trend: take another in two to four weeks, in similar light and from the same side, and I will compare them.`,
    );
    return lines.join('\n');
  }
  lines.push(
    `Compared with the scan before it, on ${on(previous)} (${describeGap(previous.createdAt, latest.createdAt)}):`,
    `- ${INDEX_LABEL.gums}: ${describeChange(previous, latest, 'gums')}.`,
    `- ${INDEX_LABEL.tartar}: ${describeChange(previous, latest, 'tartar')}.`,
  );
  const first = context.scans.at(-1);
  if (first && context.scans.length > 2) {
    lines.push(
      `Since ${owner} first scan here, on ${on(first)}: gum inflammation ${describeChange(first, latest, 'gums')}; tartar ${describeChange(first, latest, 'tartar')}.`,
    );
  }
  lines.push(verdict(previous, latest, owner, on(previous)));
  return lines.join('\n');
}

/** "In July Rex had one scan: on 20 July it read …", every scan of the period, oldest first. */
function describePeriodScans(
  inPeriod: ScanSummary[],
  period: AskedPeriod,
  name: string | null | undefined,
  on: (scan: ScanSummary) => string,
): string[] {
  const who = name ?? 'your pet';
  const count = inPeriod.length === 1 ? 'one scan' : `${inPeriod.length} scans`;
  return [
    `In ${period.label} ${who} had ${count}:`,
    ...[...inPeriod].reverse().map((scan) => `- on ${on(scan)}, ${describeLevels(scan)}.`),
  ];
}

/**
 * "All my pets" with several pets: each pet's progress under its name, never one pet's
 * figures as if they were everyone's; scans taken without a pet come last.
 */
export function describeEveryPet(context: PetContext, period: AskedPeriod | null = null): string {
  const pets = context.pets ?? [];
  const parts = pets.map((pet) => {
    const heading = `${pet.profile.name ?? 'Your pet'} (${pet.profile.species ?? 'pet'}):`;
    if (pet.scans.length === 0) return `${heading} no scan results yet.`;
    const own: PetContext = {
      pet: pet.profile,
      species: pet.profile.species,
      scans: pet.scans,
      asOf: context.asOf,
    };
    return `${heading}\n${describeProgress(own, period)}`;
  });
  const withPet = new Set(pets.flatMap((pet) => pet.scans.map((scan) => scan.id)));
  const unlinked = context.scans.filter((scan) => !withPet.has(scan.id));
  if (unlinked.length > 0) {
    const rest: PetContext = { pet: null, species: null, scans: unlinked, asOf: context.asOf };
    parts.push(`Scans not linked to a pet:\n${describeProgress(rest, period)}`);
  }
  return [`You have ${pets.length} pets, so here is each one’s progress.`, ...parts].join('\n\n');
}

/** Which way a sign moved for the verdict: counted by the rule, or beyond the noise when the verdict decided. */
function signDirection(move: TSignMove, result: TScanTrend): number {
  return result.decidedBy === 'verdict' ? move.beyondNoise : move.counts;
}

/**
 * One conclusion that agrees with every line above it and with the comparison page: the rule of
 * common/scan-trend.ts decides better, worse or no clear change; two signs that moved opposite ways
 * are called mixed.
 */
function verdict(previous: ScanSummary, latest: ScanSummary, owner: string, previousDate: string): string {
  const result = scanTrend(previous, latest);
  const gums = signDirection(result.gums, result);
  const tartar = signDirection(result.tartar, result);
  const better = [gums < 0 && 'the gums look calmer', tartar < 0 && 'there is less visible tartar'].filter(
    (part): part is string => typeof part === 'string',
  );
  const worse = [gums > 0 && 'the gums look more inflamed', tartar > 0 && 'more tartar has built up'].filter(
    (part): part is string => typeof part === 'string',
  );
  const advice = [
    gums > 0 && 'Book a dental check with your vet, and keep brushing gently every day unless it hurts.',
    tartar > 0 &&
      'Brushing cannot remove tartar once it has formed: ask your vet whether a professional cleaning under anaesthesia is due, and keep brushing daily to slow its return.',
  ].filter((part): part is string => typeof part === 'string');
  const teeth = owner === 'your' ? 'your pet’s teeth and gums' : `${owner} teeth and gums`;
  const resultChange = `the result went from ${previous.status} to ${latest.status}`;
  if (result.isMixed)
    return [`So the picture is mixed: ${better.join(' and ')}, but ${worse.join(' and ')}.`, ...advice].join(
      ' ',
    );
  if (result.trend === 'worse')
    return [
      `So ${teeth} look worse than on ${previousDate}: ${worse.length > 0 ? worse.join(' and ') : resultChange}.`,
      ...advice,
    ].join(' ');
  if (result.trend === 'better')
    return `So ${teeth} look better than on ${previousDate}: ${better.length > 0 ? better.join(' and ') : resultChange}. Keep up the daily brushing.`;
  return 'So there is no clear change between these two scans. Photos vary with light and angle; a few more weeks of daily brushing and another scan will tell more.';
}
