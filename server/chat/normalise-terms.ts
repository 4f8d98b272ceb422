/**
 * Turns words into the terms the knowledge index and the detectors compare:
 * lower case, accents removed, British spellings folded into one form
 * (anaesthesia/anesthesia), plurals and common endings trimmed, so "brushing",
 * "brushes" and "brush" meet. Deterministic and dependency-free.
 */

const SPELLING_FOLDS: [RegExp, string][] = [
  [/anaesth/g, 'anesth'],
  [/colour/g, 'color'],
  [/odour/g, 'odor'],
  [/tumour/g, 'tumor'],
  [/haem/g, 'hem'],
  [/paediatric/g, 'pediatric'],
  [/ise$/, 'ize'],
  [/grey/g, 'gray'],
];

/** Words that carry no topic; they are never searched or counted as a match. */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have i if in into is it its ' +
    "it's me my myself of on or our should so than that the their them then there these they this to too was we " +
    'were what when where which while who why will with would you your yours am any about just also very really ' +
    'he him his she her hers im ive dont does doesnt isnt whats hi hello please thanks thank'
  ).split(' '),
);

/** Words that appear in nearly every question here, so matching them alone says nothing about the topic. */
export const GENERIC_TERMS = new Set(
  (
    'dog cat pet tooth teeth mouth gum vet normal ok okay help need know tell get thing eat good bad best ' +
    'keep look seem want like make try lot still always way how'
  )
    .split(' ')
    .map((word) => stem(word)),
);

/** Who a question is about (its age or kind): a topic only together with a word for the mouth. */
export const SUBJECT_TERMS = new Set(
  'puppy puppies pup kitten kittens old older senior young adult'.split(' ').map((word) => stem(word)),
);

/** The words for the mouth that make "puppy" or "old" a dental question. */
export const MOUTH_TERMS = new Set('tooth teeth gum gums mouth dental'.split(' ').map((word) => stem(word)));

/** A light suffix stripper: enough for matching owners' words, not a linguistic stemmer. */
export function stem(word: string): string {
  if (word === 'teething') return word;
  let w = word;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is'))
    w = w.slice(0, -1);
  if (w === 'teeth') return 'tooth';
  return w;
}

export function foldWord(word: string): string {
  let w = word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  for (const [pattern, replacement] of SPELLING_FOLDS) w = w.replace(pattern, replacement);
  return w;
}

/** The term for one raw token, or null for stop words and noise. */
export function toTerm(token: string): string | null {
  const folded = foldWord(token).replace(/[^a-z0-9]/g, '');
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  return stem(folded);
}

/** Splits free text into raw word tokens (letters, digits, apostrophes inside words). */
export function tokenise(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

export function toTerms(text: string): string[] {
  return tokenise(text)
    .map(toTerm)
    .filter((term): term is string => term !== null);
}
