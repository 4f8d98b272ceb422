import {
  canStartSplitTerm,
  findTermsInside,
  matchSplitTerm,
  matchTerm,
  type Term,
  type TermKind,
} from './detect-dose-request-vocabulary.ts';
import { type SafetyWord, toSafetyWords } from './normalise-terms-evasions.ts';

/**
 * The assistant never gives medicine doses (docs/product-rules.md#dental-chat): a safe dose depends
 * on weight, kidneys, liver and other drugs, which only the pet's vet knows. The message is unmasked
 * first (normalise-terms-evasions.ts), its words matched loosely against medicine names, amounts and
 * units (detect-dose-request-vocabulary.ts), and the rules below read the result.
 */
export interface DoseRequest {
  /** A human painkiller the owner named, if any: those are dangerous to pets and get a warning. */
  humanPainkiller: string | null;
  /** Asks about human medicine without naming one ("which human pain reliever"): it gets the warning too. */
  isHumanMedicine: boolean;
}

const MARKERS: Record<TermKind, string> = {
  medicine: 'MED',
  'human-painkiller': 'MED',
  form: 'FORM',
  dose: 'DOSE',
  'medicine-unit': 'MGUNIT',
  amount: 'AMOUNT',
  strength: 'STRENGTH',
  change: 'CHANGE',
};

const MAX_SPLIT_WORDS = 4;

interface Reading {
  /** The message with each term replaced by its marker (MED, DOSE…), other words as they are. */
  text: string;
  humanPainkiller: string | null;
}

/** The longest run of words starting at `start` that together spell a term split apart, if any. */
function findSplitTerm(words: SafetyWord[], start: number): { term: Term; length: number } | null {
  if (!canStartSplitTerm(words[start]?.text ?? '')) return null;
  for (let length = Math.min(MAX_SPLIT_WORDS, words.length - start); length >= 2; length--) {
    const parts = words.slice(start, start + length).map((word) => word.text);
    const joined = parts.join('');
    if (joined.length < 4 || joined.length > 24) continue;
    // "carprofen mg" is a name and a unit, not one misspelt name: a word that is a term stays itself.
    if (parts.some((part) => matchTerm(part) !== null)) continue;
    const term = matchSplitTerm(joined);
    if (term) return { term, length };
  }
  return null;
}

function read(message: string): Reading {
  const words = toSafetyWords(message);
  const out: string[] = [];
  let humanPainkiller: string | null = null;
  const note = (term: Term) => {
    out.push(MARKERS[term.kind]);
    if (term.kind === 'human-painkiller') humanPainkiller ??= term.word;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const split = findSplitTerm(words, i);
    if (split) {
      note(split.term);
      i += split.length - 1;
      continue;
    }
    const term = matchTerm(word.text);
    const inside = !term && word.isCompound ? findTermsInside(word.text) : [];
    if (term) note(term);
    else if (inside.length > 0) inside.forEach(note);
    else out.push(word.text);
  }
  return { text: out.join(' '), humanPainkiller };
}

/** "The vet gave him antibiotics", "the vet doubled it": what the vet does is not the owner asking. */
const VET_DOES =
  /\b(?:vet|vets|veterinarian|doctor|dentist|clinic|they)\s+(?:\w+\s+){0,2}?(?:give|gives|gave|given|prescrib\w*|us\w*|administer\w*|CHANGE)\b/g;
/** Within this many words of a medicine, a giving verb makes the message a request to give it. */
const NEAR = String.raw`(?:\w+\s+){0,4}?`;
const GIVE = String.raw`(?:give|giv|gve|giving|administer\w*|feed|feeding|crush|split|hide|sneak|apply|rub|mix)`;
const GIVE_MEDICINE = new RegExp(String.raw`\b${GIVE}\s+${NEAR}MED\b|\bMED\s+${NEAR}${GIVE}\b`);
const GIVE_FORM = new RegExp(String.raw`\b${GIVE}\s+${NEAR}FORM\b|\bFORM\s+${NEAR}${GIVE}\b`);
/** "Can my dog take carprofen", "is it ok to use some of my meds". */
const MAY_TAKE_MEDICINE =
  /\b(?:can|could|should|may|shall|must|allowed to|safe to|ok to|okay to|fine to)\s+(?:\w+\s+){0,3}?(?:take|use|have|try)\s+(?:\w+\s+){0,3}?MED\b/;
/** "Which painkiller", "what human pain reliever", "recommend a good antibiotic", "is carprofen safe". */
const ASKS_FOR_MEDICINE = [
  /\b(?:which|what|whats)\s+(?:\w+\s+){0,3}?MED\b/,
  /\b(?:recommend\w*|suggest\w*|best|safest|strongest)\s+(?:\w+\s+){0,2}?MED\b/,
  /\b(?:is|are)\s+MED\s+(?:\w+\s+)?(?:safe|ok|okay|alright|fine|dangerous|toxic|harmful)\b/,
];
/**
 * Asking for a medicine's strength is asking for a dose: "clindamycin… what strength", "how strong
 * should the carprofen be", "clindamycin 150 or 300".
 */
const ASKS_STRENGTH = [
  /\b(?:what|whats|which|right|correct|best|safe|safest|usual|normal|same|higher|lower|stronger|weaker)\s+(?:\w+\s+)?STRENGTH\b/,
  /\bSTRENGTH\s+(?:of|for)\b/,
  new RegExp(
    String.raw`\bhow\s+(?:strong|potent)\s+${NEAR}(?:MED|FORM|DOSE)\b|\b(?:MED|FORM|DOSE)\s+${NEAR}how\s+(?:strong|potent)\b`,
  ),
  /\bMED\s+\d+\s+(?:or|vs|versus)\s+\d+\b|\b\d+\s+(?:or|vs|versus)\s+\d+\s+(?:\w+\s+)?MED\b/,
];
/** Changing what is given: "can I double it", "halve the tablet", "double up", "increase the meloxicam". */
const CHANGES_AMOUNT =
  /\bCHANGE\s+(?:(?:\w+\s+){0,2}?(?:MED|FORM|DOSE|AMOUNT|MGUNIT)|it|them|that|this|up)\b/;
const HUMAN_MEDICINE =
  /\b(?:human|humans|people|peoples|person|persons|adult|adults|children|childrens|kids|baby|own|of my|over the counter|otc|household|drugstore|pharmacy)\s+(?:\w+\s+)?MED\b/;

/** A DoseRequest when the message asks for a medicine, whether to give one, or how much; else null. */
export function detectDoseRequest(message: string): DoseRequest | null {
  const reading = read(message);
  const text = reading.text.replace(VET_DOES, ' ');
  const hasMedicine = /\bMED\b/.test(text);
  const hasForm = /\bFORM\b/.test(text);
  const isHumanMedicine = hasMedicine && HUMAN_MEDICINE.test(text);
  const asksDose = /\b(?:DOSE|MGUNIT)\b/.test(text) || ((hasMedicine || hasForm) && /\bAMOUNT\b/.test(text));
  const asksToGive =
    (hasMedicine && (GIVE_MEDICINE.test(text) || MAY_TAKE_MEDICINE.test(text))) ||
    (hasForm && GIVE_FORM.test(text));
  const asksForMedicine = hasMedicine && ASKS_FOR_MEDICINE.some((pattern) => pattern.test(text));
  const asksStrengthOrChange =
    (hasMedicine || hasForm) &&
    (CHANGES_AMOUNT.test(text) || ASKS_STRENGTH.some((pattern) => pattern.test(text)));
  if (
    !asksDose &&
    !asksToGive &&
    !asksForMedicine &&
    !asksStrengthOrChange &&
    !isHumanMedicine &&
    !reading.humanPainkiller
  )
    return null;
  return {
    humanPainkiller: reading.humanPainkiller,
    isHumanMedicine: isHumanMedicine || reading.humanPainkiller !== null,
  };
}

/** For tests and tuning: the message as the rules read it. */
export function readForDoseDetection(message: string): string {
  return read(message).text;
}
