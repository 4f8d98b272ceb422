import { ACCOMPANYING_SIGNS, EMERGENCY_SIGNS, type EmergencySign } from './emergency-signs.ts';
import { foldWord } from './normalise-terms.ts';
import { unmaskText } from './normalise-terms-evasions.ts';

/** The words the signs are written with; an owner's misspelling of one is corrected before matching. */
const VOCABULARY = [
  'pale',
  'white',
  'whitish',
  'yellow',
  'yellowish',
  'purple',
  'grayish',
  'bluish',
  'gums',
  'tongue',
  'collapsed',
  'collapse',
  'collapsing',
  'fainted',
  'unconscious',
  'unresponsive',
  'breathing',
  'breathe',
  'swollen',
  'swelling',
  'bleeding',
  'broken',
  'fractured',
  'exposed',
  'eating',
  'drinking',
  'xylitol',
  'seizure',
  'seizures',
  'accident',
  'jaundice',
  'jaundiced',
  'choking',
  'gasping',
  'poisoned',
  'poison',
];

/** Real words one letter away from a vocabulary word; correcting them would invent alarms. */
const NOT_MISSPELLINGS = new Set([
  'breeding',
  'feeding',
  'reading',
  'seeding',
  'heading',
  'beating',
  'seating',
  'heating',
  'whale',
  'while',
  'whole',
  'write',
  'tongs',
  'gamma',
  'swollow',
]);

/** Short misspellings that edit distance would not catch safely (too short to fuzz). */
const KNOWN_MISSPELLINGS: Record<string, string> = {
  pail: 'pale',
  pael: 'pale',
  blu: 'blue',
  bleu: 'blue',
  gumms: 'gums',
  gumz: 'gums',
  grey: 'gray',
  greyish: 'grayish',
  wont: "won't",
  cant: "can't",
  isnt: "isn't",
  hasnt: "hasn't",
  doesnt: "doesn't",
  didnt: "didn't",
};

function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}

function correctWord(word: string): string {
  const known = KNOWN_MISSPELLINGS[word];
  if (known) return known;
  if (word.length < 5 || NOT_MISSPELLINGS.has(word) || VOCABULARY.includes(word)) return word;
  const max = word.length >= 8 ? 2 : 1;
  return VOCABULARY.find((candidate) => editDistanceAtMost(word, candidate, max)) ?? word;
}

/**
 * Lower case, look-alike letters and invisible characters unmasked (as the dose detector does), accents and
 * British spellings folded, curly quotes straightened, misspellings corrected.
 */
export function normaliseForDetection(text: string): string {
  const words = foldWord(unmaskText(text).replace(/[’‘`]/g, "'"))
    .replace(/[^a-z0-9' -]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.map(correctWord).join(' ');
}

/**
 * "Her gums are not pale" or "no swelling" describes the absence of a sign:
 * a negation just before the matched words cancels that match.
 */
function isNegated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 24), index);
  return /\b(?:not|no|never|isn't|aren't|wasn't|weren't|without)\s+(?:\w+\s+)?$/.test(before);
}

function matches(sign: Pick<EmergencySign, 'patterns'>, text: string): boolean {
  return sign.patterns.some((pattern) => {
    const global = new RegExp(pattern.source, 'g');
    for (const match of text.matchAll(global)) {
      // Negations inside the match ("won't eat") are the sign itself; only a negation before it cancels.
      if (!isNegated(text, match.index)) return true;
    }
    return false;
  });
}

/**
 * "Gums are not pale", "no swelling": a negated describing word is blanked
 * out before matching, so the sign it names is not reported.
 */
const NEGATED_WORD =
  /\b(?:not|no|never|no longer|isn't|aren't|wasn't|weren't|without)\s+(?:(?:very|too|at all|any|really)\s+)?(?:pale|paler|white|whitish|blue|bluish|purple|gray|grayish|yellow|yellowish|swollen|swelling|bleeding|broken|collapsed)\b/g;

/** Every emergency sign the message describes, in the order of EMERGENCY_SIGNS; empty when none. */
export function detectEmergency(message: string): EmergencySign[] {
  const text = normaliseForDetection(message).replace(NEGATED_WORD, ' ');
  return EMERGENCY_SIGNS.filter((sign) => matches(sign, text));
}

/**
 * The signs in an emergency message that are not emergencies themselves (blood in the drool,
 * pawing at the mouth), so the answer explains everything the owner described.
 */
export function detectAccompanyingSigns(message: string): Omit<EmergencySign, 'code'>[] {
  const text = normaliseForDetection(message).replace(NEGATED_WORD, ' ');
  return ACCOMPANYING_SIGNS.filter((sign) => matches(sign, text));
}
