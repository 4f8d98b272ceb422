/**
 * Characters that show nothing on screen, after NFKC normalisation: controls,
 * format characters (zero-width space, joiners, BOM, soft hyphen, tags), every
 * space and separator, lone surrogates, Unicode's default-ignorable code points
 * (Hangul fillers, variation selectors…) and the braille blank, which is a
 * symbol in Unicode but prints as nothing. A password of six of them is six
 * keystrokes nobody can read back or type on another keyboard.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Z}\p{Default_Ignorable_Code_Point}\u2800\u3164]/u;
/** Combining marks draw on the character before them, so alone they show nothing either. */
const MARK = /\p{M}/u;

/**
 * How many characters of `text` a reader would see, counted by code point
 * after NFKC (so a full-width "Ａ" is one "A", and ligatures count as the
 * letters they stand for). Marks count only once something visible precedes them.
 */
export function countVisibleCharacters(text: string): number {
  let count = 0;
  for (const char of text.normalize('NFKC')) {
    if (INVISIBLE.test(char)) continue;
    if (MARK.test(char) && count === 0) continue;
    count++;
  }
  return count;
}
