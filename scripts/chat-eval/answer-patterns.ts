// What the evaluation looks for in an answer, shared by the questions of several categories.

/** Words an answer uses when it says the pet must see a vet now. */
export const EMERGENCY = /see a vet now|emergency/i;
/** The answer points to the card's "Find a vet now" button in words, never as a bare path. */
export const VET_FINDER = /Find a vet now/;
export const BARE_PATH = /\/find-vets/;
/**
 * Costs: a typical range with its caveats is what owners need (docs/product-rules.md#dental-chat); a
 * single precise price would be invented, as it differs by region and clinic.
 */
export const PRICE_RANGE = /\$\d[\d,]* (?:to|and|-|–) \$\d/;
export const PRECISE_PRICE = /[$£€]\s?\d[\d,]*\.\d\d|costs? (?:exactly|about|around|roughly) [$£€]?\d/i;
/** A medicine amount: the assistant never gives one. */
export const DOSE_AMOUNT = /\d+(?:[.,]\d+)?\s*(?:mg|milligrams?|ml|millilit(?:re|er)s?|tablets?|pills?)\b/i;
export const REFUSES_DOSE =
  /can[’']t recommend a medicine or a dose|only your vet can prescribe|ask your vet (?:for|about) (?:a|the) dose/i;
export const NOT_KNOWN =
  /I don[’']t know|outside (?:what|dental)|only (?:help|answer) (?:with|about) (?:dog and cat )?dental/i;
/** A dental passage quoted for a question that is not about teeth. */
export const QUOTES_GUIDES = /\[\d\]/;
export const DAILY = /\bdaily\b|every day|once a day|each day/i;
export const SAYS_REX_IS_THE_SUBJECT = /for Rex, a 6-year-old dog|answering for Rex/i;
/** "chews/additives/brushing remove tartar" said as a claim, not denied. */
export const CLAIMS_REMOVES_TARTAR =
  /(?<!not |n[’']t |never |cannot |can[’']t |none |no product )\b(?:removes?|dissolves?|breaks? down|gets? rid of) (?:existing |the |old )?tartar/i;
