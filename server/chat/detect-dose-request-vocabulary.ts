/**
 * The words the dose detector looks for (docs/product-rules.md#dental-chat), and how loosely each is
 * matched: long names tolerate misspellings, short ones must be exact, and every comparison is made
 * on a skeleton in which look-alike letters are one (i, l and 1; o and 0…).
 */

export type TermKind =
  /** A veterinary or prescription medicine, or a class of them. */
  | 'medicine'
  /** A human painkiller, dangerous to pets: it gets a warning of its own. */
  | 'human-painkiller'
  /** A pill, tablet or capsule: a dose only with an amount or a giving verb. */
  | 'form'
  /** Dose, dosage, dosing: asking for one on its own. */
  | 'dose'
  /** Milligrams and the like: units only medicines are measured in. */
  | 'medicine-unit'
  /** Amounts and other units: a dose question together with a medicine. */
  | 'amount'
  /** A medicine's strength ("what strength", "concentration"): asked about a medicine, a dose question. */
  | 'strength'
  /** Changing an amount given ("double it", "halve the tablet"): said of a medicine, a dose question. */
  | 'change';

const words = (list: string) => list.split(' ');

const TERMS: Record<TermKind, string[]> = {
  medicine: words(
    'meloxicam metacam carprofen rimadyl robenacoxib onsior firocoxib previcox deracoxib ' +
      'deramaxx grapiprant galliprant amoxicillin clavamox clavulanate augmentin penicillin ' +
      'clindamycin antirobe metronidazole flagyl doxycycline cephalexin cefalexin convenia ' +
      'enrofloxacin baytril gabapentin tramadol buprenorphine buprenex simbadol codeine ' +
      'morphine lidocaine bupivacaine benadryl diphenhydramine cetirizine zyrtec prednisone ' +
      'prednisolone dexamethasone trazodone acepromazine amitriptyline cbd cannabidiol medicine ' +
      'medicines medication medications meds med painkiller painkillers painreliever ' +
      'painrelievers painrelief painmed painmeds painmedicine painmedication antibiotic ' +
      'antibiotics antiinflammatory antiinflammatories nsaid nsaids steroid steroids opioid ' +
      'opioids sedative sedatives tranquilizer tranquiliser analgesic analgesics',
  ),
  'human-painkiller': words(
    'ibuprofen advil motrin nurofen acetaminophen paracetamol tylenol panadol aspirin ' +
      'naproxen aleve diclofenac voltaren excedrin orajel anbesol benzocaine',
  ),
  form: words('pill pills tablet tablets capsule capsules caplet caplets'),
  dose: words('dose doses dosed dosage dosages dosing posology'),
  'medicine-unit': words('mg mgs mcg milligram milligrams microgram micrograms mgkg mgperkg'),
  amount: words(
    'amount amounts quantity quantities howmuch howmany howoften ml mls milliliter ' +
      'milliliters millilitre millilitres cc teaspoon teaspoons tsp maximum half quarter perkg ' +
      'perkgs perkilo perkilogram perpound perlb perlbs',
  ),
  strength: words('strength strengths concentration concentrations potency'),
  change: words(
    'double doubled doubling triple tripled tripling halve halved halves halving increase ' +
      'increased increasing decrease decreased decreasing reduce reduced reducing',
  ),
};

/** Real words within a typo of a term; reading them as the term would invent dose questions. */
const NOT_TERMS = new Set(
  words(
    'meditation meditations asteroid asteroids aspiring aspiration medal medial mediate ' +
      'table tables tabled dossier morphing coding ' +
      // One letter from "dosing" or "dosage": "my kitten is losing teeth" asks for no dose.
      'losing closing posing nosing hosing dotage ' +
      // One letter from "double": "is brushing every day doable while he is on antibiotics".
      'doable',
  ),
);

const SKELETON_LETTERS: Record<string, string> = {
  l: 'i',
  '1': 'i',
  '|': 'i',
  '!': 'i',
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
};

/** Look-alike letters made one, so "amoxiciIlin", "amoxici11in" and "amoxicillin" meet. */
export function skeleton(word: string): string {
  const joined =
    word.includes('rn') || word.includes('vv') ? word.replaceAll('rn', 'm').replaceAll('vv', 'w') : word;
  let shape = '';
  for (const char of joined) shape += SKELETON_LETTERS[char] ?? char;
  return shape;
}

/** Typos allowed for a term of this length: none below 6 letters ("alive" is not "aleve"), 1 up to 8, else 2. */
function allowedTypos(length: number): number {
  if (length < 6) return 0;
  return length < 9 ? 1 : 2;
}

/** Rows reused by every comparison: terms are short, and this runs for every word of every message. */
const ROW_SIZE = 64;
const rows = [new Int32Array(ROW_SIZE), new Int32Array(ROW_SIZE), new Int32Array(ROW_SIZE)] as const;

/** Edit distance with adjacent swaps counted as one, or null once it must exceed max. */
export function editDistanceWithin(a: string, b: string, max: number): number | null {
  if (Math.abs(a.length - b.length) > max) return null;
  if (b.length >= ROW_SIZE) return a === b ? 0 : null;
  let [beforePrevious, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      const isSwap =
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1);
      if (isSwap) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return null;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  const distance = previous[b.length]!;
  return distance <= max ? distance : null;
}

/** Letter counts a-z (other characters in slot 26): two words differ by at least half their count difference. */
function letterCounts(word: string): Int16Array {
  const counts = new Int16Array(27);
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i) - 97;
    counts[code >= 0 && code < 26 ? code : 26]! += 1;
  }
  return counts;
}

function countsAllow(a: Int16Array, b: Int16Array, max: number): boolean {
  let difference = 0;
  for (let i = 0; i < 27; i++) difference += Math.abs(a[i]! - b[i]!);
  return difference <= 2 * max;
}

export interface Term {
  word: string;
  kind: TermKind;
}

const ENTRIES = Object.entries(TERMS).flatMap(([kind, list]) =>
  list.map((word) => {
    const shape = skeleton(word);
    return { word, kind: kind as TermKind, skeleton: shape, counts: letterCounts(shape) };
  }),
);

/** Kinds whose long words are matched loosely; forms stay exact ("table" is not "tablet"). */
const FUZZY_KINDS = new Set<TermKind>([
  'medicine',
  'human-painkiller',
  'dose',
  'amount',
  'medicine-unit',
  'strength',
  'change',
]);

const EXACT = new Map(ENTRIES.map((entry) => [entry.skeleton, entry]));
/** The loosely matched terms by skeleton length, so a word is compared only with terms near its length. */
const FUZZY_BY_LENGTH = new Map<number, typeof ENTRIES>();
for (const entry of ENTRIES) {
  if (!FUZZY_KINDS.has(entry.kind) || allowedTypos(entry.word.length) === 0) continue;
  const bucket = FUZZY_BY_LENGTH.get(entry.skeleton.length) ?? [];
  bucket.push(entry);
  FUZZY_BY_LENGTH.set(entry.skeleton.length, bucket);
}
const MAX_TYPOS = 2;

/** Words already read: a long message repeats its words, and the fuzzy search is the costly part. */
const cache = new Map<string, Term | null>();
const CACHE_LIMIT = 10_000;

/** The term a word is (an exact match, else the closest within its allowed typos), or null. */
export function matchTerm(word: string): Term | null {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const term = findTerm(word);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, term);
  return term;
}

function findTerm(word: string): Term | null {
  if (word.length < 2 || NOT_TERMS.has(word)) return null;
  const shape = skeleton(word);
  const exact = EXACT.get(shape);
  if (exact) return { word: exact.word, kind: exact.kind };
  const counts = letterCounts(shape);
  let best: { entry: (typeof ENTRIES)[number]; distance: number } | null = null;
  for (let length = shape.length - MAX_TYPOS; length <= shape.length + MAX_TYPOS; length++) {
    for (const entry of FUZZY_BY_LENGTH.get(length) ?? []) {
      const max = allowedTypos(Math.min(entry.word.length, word.length));
      if (max === 0 || Math.abs(shape.length - length) > max || !countsAllow(counts, entry.counts, max))
        continue;
      const distance = editDistanceWithin(shape, entry.skeleton, max);
      if (distance !== null && (!best || distance < best.distance)) best = { entry, distance };
    }
  }
  return best ? { word: best.entry.word, kind: best.entry.kind } : null;
}

/** Terms of at least 4 letters found inside a word that may hold several run together ("meloxicamdose"). */
export function findTermsInside(word: string): Term[] {
  const shape = skeleton(word);
  return ENTRIES.filter((entry) => entry.word.length >= 4 && shape.includes(entry.skeleton))
    .sort((a, b) => shape.indexOf(a.skeleton) - shape.indexOf(b.skeleton))
    .map(({ word: term, kind }) => ({ word: term, kind }));
}

/** Kinds a name split over several words may be ("carpro fen", "pain killer", "how much", "per kg"). */
const SPLIT_KINDS = new Set<TermKind>(['medicine', 'human-painkiller', 'amount', 'medicine-unit']);
const SPLIT_STARTS = new Set(
  ENTRIES.filter((entry) => SPLIT_KINDS.has(entry.kind)).flatMap((entry) => [
    entry.skeleton.slice(0, 1),
    entry.skeleton.slice(0, 2),
  ]),
);

/** Whether a word could be the first piece of a term split apart: it starts like one (checked first, as it is cheap). */
export function canStartSplitTerm(word: string): boolean {
  return SPLIT_STARTS.has(skeleton(word.slice(0, 3)).slice(0, 2));
}

/** The term several words spell together, if it is of a kind that gets split ("carpro fen"); else null. */
export function matchSplitTerm(joined: string): Term | null {
  const term = matchTerm(joined);
  return term && SPLIT_KINDS.has(term.kind) ? term : null;
}
