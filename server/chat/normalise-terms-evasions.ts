/**
 * Undoes the ways a safety question is disguised so the detectors can read it:
 * compatibility forms (NFKC: full-width letters, ligatures, script capitals), invisible characters,
 * Cyrillic and Greek look-alike letters, accents, case, digits and symbols standing for letters
 * ("d0sage", "p@racetamol"), letters split by dots or dashes ("c.a.r.p.r.o.f.e.n", "do-sage") and
 * letter-spaced words ("m e l o x i c a m", "per k g").
 */

/**
 * Look-alikes of Latin letters, each followed by the letter it passes for: Cyrillic capitals and small
 * letters, Greek capitals and small letters (a capital Ν is an N, a small ν a v), and Latin small capitals.
 */
const HOMOGLYPHS = new Map(
  (
    'АA ВB ЕE ЅS ІI ЈJ КK МM НH ОO РP СC ТT УY ХX ҮY ҺH ӀI ԚQ ԜW Ꭵi аa вb еe ѕs іi јj кk мm нh ' +
    'оo рp сc тt уy хx үy һh ӏl ԁd ԛq ԝw ѡw ɡg гr пn ьb ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ' +
    'ΧX ϹC αa βb γy εe ηn ιi κk μm νv οo ρp τt υu χx ϲc ıi ȷj ʟl ɪi ᴀa ᴄc ᴅd ᴇe ᴍm ɴn ᴏo ᴘp ʀr ' +
    'ꜱs ᴛt ᴜu ᴠv ᴡw ʏy ᴢz'
  )
    .split(' ')
    .map((pair) => [pair.slice(0, -1), pair.slice(-1)] as const),
);
const HOMOGLYPH_PATTERN = new RegExp(`[${[...HOMOGLYPHS.keys()].join('')}]`, 'gu');

/** Digits and symbols read as letters inside a word (1 and | are i here; matching treats i and l alike). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '|': 'i',
  '!': 'i',
};

/** Units written onto a number ("10kg", "2.5ml"): the number stays a number. */
const NUMBER_WITH_UNIT = /^(\d+(?:[.,]\d+)?)(mg|mgs|mcg|ml|mls|kg|kgs|g|lb|lbs|cc|x)$/;

/** Letters, digits, and the symbols that stand for letters when a letter or digit follows them. */
const TOKEN = /(?:[\p{L}\p{N}]|[@$|!](?=[\p{L}\p{N}]))+/gu;
/** Punctuation that splits a word without ending it ("do-sage", "c.a.r", "mg/kg"). */
const INNER_PUNCTUATION = /^[.\-_*·'’/\\~^]+$/;
/** Between two letters of a letter-spaced word: one space, maybe a dot or dash ("m. e. l"); never two spaces. */
const SINGLE_LETTER_GAP = /^(?!.*\s\s) ?[.\-_*·,]? ?$/;

/** The text with look-alikes, invisible characters, accents and case folded away. */
export function unmaskText(text: string): string {
  const foldHomoglyphs = (value: string) =>
    value.replace(HOMOGLYPH_PATTERN, (char) => HOMOGLYPHS.get(char) ?? char);
  // Before NFKC, which turns some look-alikes into other letters (ϲ into σ), and after, as it makes some (𝛂 into α).
  return foldHomoglyphs(foldHomoglyphs(text).normalize('NFKC'))
    .replace(/\p{Cf}/gu, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

function unleet(token: string): string {
  if (!/\p{L}/u.test(token) || NUMBER_WITH_UNIT.test(token)) return token;
  return [...token].map((char) => LEET[char] ?? char).join('');
}

interface RawToken {
  text: string;
  start: number;
  end: number;
  isCompound?: boolean;
}

/** A word of the message as the detectors see it. */
export interface SafetyWord {
  text: string;
  /** Rebuilt from single letters ("m e l o x") or punctuated parts ("pain-killer"): may hold several words run together. */
  isCompound: boolean;
}

/** Splits a token like "10kg" into the number and its unit; anything else is one word. */
function splitNumberUnit(token: string): string[] {
  const match = NUMBER_WITH_UNIT.exec(token);
  return match ? [match[1] ?? token, match[2] ?? ''] : [token];
}

/** Tokens glued by inner punctuation ("c.a.r.p", "do-sage", "mg/kg") become one token. */
function joinPunctuated(tokens: RawToken[], text: string): RawToken[] {
  const joined: RawToken[] = [];
  for (const token of tokens) {
    const previous = joined.at(-1);
    const gap = previous ? text.slice(previous.end, token.start) : '';
    const isDecimal = previous && /\d$/.test(previous.text) && /^\d/.test(token.text);
    if (previous && !isDecimal && INNER_PUNCTUATION.test(gap) && /\p{L}/u.test(previous.text + token.text)) {
      previous.text += token.text;
      previous.end = token.end;
      previous.isCompound = true;
    } else {
      joined.push({ ...token, isCompound: false });
    }
  }
  return joined;
}

/**
 * The message as a list of words: unmasked, punctuation-split words glued back, digits and symbols
 * inside words read as letters, and runs of single letters separated by one space ("m e l o x i c a
 * m") joined into one word. Two or more spaces end a run, as they separate letter-spaced words.
 */
export function toSafetyWords(message: string): SafetyWord[] {
  const text = unmaskText(message);
  const tokens = joinPunctuated(
    [...text.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length })),
    text,
  );
  const words: SafetyWord[] = [];
  const pushWord = (raw: string, isCompound: boolean) => {
    for (const part of splitNumberUnit(raw)) words.push({ text: unleet(part), isCompound });
  };
  let run: RawToken[] = [];
  const flushRun = () => {
    if (run.length > 0) pushWord(run.map((t) => t.text).join(''), run.length > 1);
    run = [];
  };
  for (const token of tokens) {
    const previous = run.at(-1);
    const isSingle = [...token.text].length === 1;
    const gap = previous ? text.slice(previous.end, token.start) : '';
    const continuesRun = previous !== undefined && isSingle && SINGLE_LETTER_GAP.test(gap);
    if (!continuesRun) flushRun();
    if (isSingle) run.push(token);
    else pushWord(token.text, token.isCompound === true);
  }
  flushRun();
  return words;
}
