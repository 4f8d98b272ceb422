import { fuzzinessFor, isKnownWord } from './knowledge-index.ts';
import { stem, toTerms } from './normalise-terms.ts';
import type { PetContext } from './pet-context.ts';

/**
 * Words that make a question about a pet's mouth whatever else it says. Kept to the mouth itself:
 * "cost", "clean" or "open" are as often about a flight, an oven or a shop.
 */
const MOUTH_WORDS = new Set(
  (
    'tooth teeth gum gums mouth breath tartar plaque calculus brush brushing toothpaste toothbrush chew chews ' +
    'dental dentist jaw lip lips tongue drool drooling bite biting scan scans anaesthesia anesthesia extraction ' +
    'extract resorption gingivitis gingival periodontal periodontitis enamel canine molar fang fangs stomatitis ' +
    'vohc teething bleeding bleed swollen swelling pulp fracture chipped crown root abscess'
  )
    .split(' ')
    .map((word) => stem(word)),
);

/** Words for the pet itself and its vet: a question about the pet is answered, or honestly not known, never called off-topic. */
const PET_WORDS = new Set(
  'dog dogs puppy puppies pup cat cats kitten kittens kitty pet pets vet vets clinic clinics'
    .split(' ')
    .map((word) => stem(word)),
);

const petNames = (context: PetContext) =>
  [context.pet, ...(context.pets ?? []).map((pet) => pet.profile)].flatMap((pet) =>
    pet?.name ? [stem(pet.name.toLowerCase())] : [],
  );

/**
 * A question about something else entirely ("Best pizza place in New York?"): it names neither the
 * mouth nor a pet, and uses a word the dental guides never use. Such a question gets a plain "I only
 * help with dog and cat dental care" (docs/product-rules.md#dental-chat), never a guide passage that
 * happens to share a word with it. "Is it getting better?" uses only words the guides know, and is
 * still answered from the member's scans.
 */
export function isOffTopic(question: string, context: PetContext): boolean {
  const terms = toTerms(question).filter((term) => !/^\d+$/.test(term));
  const names = petNames(context);
  const isTopicWord = (term: string) =>
    names.includes(term) || [...MOUTH_WORDS, ...PET_WORDS].some((word) => isSpellingOf(term, word));
  if (terms.some(isTopicWord)) return false;
  return terms.length === 0 ? /\d/.test(question) : terms.some((term) => !isKnownWord(term));
}

/** The word itself, or an owner's misspelling of it as the search allows ("brsh" for "brush"). */
function isSpellingOf(term: string, word: string): boolean {
  if (term === word) return true;
  const allowed = Math.min(fuzzinessFor(term), fuzzinessFor(word));
  return allowed > 0 && Math.abs(term.length - word.length) <= allowed && editDistance(term, word) <= allowed;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}
