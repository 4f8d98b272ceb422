import type { TChatSource } from '#common/contracts/chat.ts';
import { type AskedPet, chooseAskedPet } from './choose-asked-pet.ts';
import { describePet } from './describe-pet-context.ts';
import { describeProducts, isProductQuestion } from './describe-products.ts';
import { describeEveryPet, describeProgress } from './describe-progress.ts';
import { detectDoseRequest } from './detect-dose-request.ts';
import { detectAccompanyingSigns, detectEmergency } from './detect-emergency.ts';
import { isOffTopic } from './detect-off-topic.ts';
import { findAskedPeriod } from './find-asked-period.ts';
import { DENTAL_PAIN_SIGNS } from './knowledge/injuries.ts';
import type { KnowledgeArticle } from './knowledge/types.ts';
import { isRelevant, type ScoredPassage, searchPassages } from './knowledge-index.ts';
import { toTerms } from './normalise-terms.ts';
import type { PetContext } from './pet-context.ts';
import { doseRefusal, emergencyAnswer } from './safety-answers.ts';

/** Passages quoted per answer, and how close to the best one a passage must score to be quoted. */
const MAX_PASSAGES = 3;
const MAX_PER_ARTICLE = 2;
const RELATIVE_SCORE = 0.4;

export type AnswerKind = 'emergency' | 'dose' | 'progress' | 'grounded' | 'unknown';

export interface LocalAnswer {
  kind: AnswerKind;
  /** The answer without the disclaimer (the caller adds it, whoever answered). */
  text: string;
  sources: TChatSource[];
  /** The passages the answer rests on; the model's prompt is built from the same ones. */
  passages: ScoredPassage[];
  /** The pet the answer is about (chooseAskedPet), for the model's prompt too. */
  context: PetContext;
}

const PROGRESS_QUESTION =
  /\b(better|worse|improv\w*|progress\w*|compar\w*|trend|chang\w*|heal\w*|since (?:the |my |his |her |their )?(?:last|previous|first)|(?:last|latest|previous|recent|first) scans?|(?:my|his|her|their|our|\w+['’]s) scans|scan results?|my results?)\b/i;

export function isProgressQuestion(question: string): boolean {
  return PROGRESS_QUESTION.test(question);
}

export function toSources(articles: KnowledgeArticle[]): TChatSource[] {
  return articles.map((article, index) => ({
    n: index + 1,
    articleId: article.id,
    title: article.title,
    references: article.sources.map(({ publisher, title, url }) => ({ publisher, title, url })),
  }));
}

/** The species the question is about: named in it, else the pet's. */
export function speciesFor(question: string, context: PetContext): 'dog' | 'cat' | null {
  const mentionsCat = /\b(cat|cats|kitten|kittens|kitty|feline)\b/i.test(question);
  const mentionsDog = /\b(dog|dogs|puppy|puppies|pup|canine)\b/i.test(question);
  if (mentionsCat !== mentionsDog) return mentionsCat ? 'cat' : 'dog';
  return context.species;
}

/**
 * The passages an answer should quote: relevant ones, close in score to the
 * best, at most two per article and three in all, best first.
 */
export function selectPassages(question: string, context: PetContext): ScoredPassage[] {
  const ranked = searchPassages(question, { species: speciesFor(question, context), limit: 12 });
  const best = ranked[0];
  if (!best || !isRelevant(best)) return [];
  const chosen: ScoredPassage[] = [];
  const perArticle = new Map<string, number>();
  for (const passage of ranked) {
    if (chosen.length >= MAX_PASSAGES || passage.score < best.score * RELATIVE_SCORE) break;
    if (!isRelevant(passage)) continue;
    const count = perArticle.get(passage.article.id) ?? 0;
    if (count >= MAX_PER_ARTICLE) continue;
    perArticle.set(passage.article.id, count + 1);
    chosen.push(passage);
  }
  return inReadingOrder(chosen);
}

/**
 * Passages of one article in the article's own order, so "what it is" comes before
 * "treatment"; articles stay in the order of their best passage.
 */
function inReadingOrder(passages: ScoredPassage[]): ScoredPassage[] {
  const articles = articlesOf(passages);
  const position = (passage: ScoredPassage) => passage.article.sections.indexOf(passage.section);
  return [...passages].sort(
    (a, b) => articles.indexOf(a.article) - articles.indexOf(b.article) || position(a) - position(b),
  );
}

/** The articles behind some passages, in first-cited order, for [n] markers and the source list. */
export function articlesOf(passages: ScoredPassage[]): KnowledgeArticle[] {
  const articles: KnowledgeArticle[] = [];
  for (const passage of passages) if (!articles.includes(passage.article)) articles.push(passage.article);
  return articles;
}

const UNKNOWN_ANSWER =
  'I don’t know. My dental guides don’t cover that, and I would rather say so than guess. I can help with dog and cat dental care: brushing, gum disease, tartar, bad breath, broken teeth, tooth resorption in cats, dental chews, diet, anaesthesia, costs, puppies, kittens and older pets, and your PawSmile scan results. For anything else about your pet’s health, please ask your vet.';

/** A question about nothing the guides cover ("Best pizza place in New York?"): said plainly, no guide quoted. */
const OFF_TOPIC_ANSWER =
  'That is outside what I can answer: I can only help with dog and cat dental care, so I would rather say so than guess. Ask me about brushing, gum disease, tartar, bad breath, broken teeth, tooth resorption in cats, dental chews and products, diet, anaesthesia, costs, or your PawSmile scan results. For anything else about your pet’s health, please ask your vet.';

const GREETING_ANSWER =
  'Hello! Ask me anything about your pet’s teeth and gums: brushing, bad breath, tartar, red gums, broken teeth, dental chews, anaesthesia for cleanings, or how your latest scans compare.';

const PLURAL = { dog: 'dogs', cat: 'cats' } as const;

/**
 * The line before the quoted passages. It names the pet only when the question
 * is about that pet's species: a cat question asked while Rex the dog is picked
 * is answered about cats, and says so.
 */
function introduction(question: string, askedPet: AskedPet): string {
  const { context, insteadOf } = askedPet;
  if (insteadOf?.name && context.pet) {
    return `${youAskedAbout(askedPet)}, so this answer is about ${describePet(context)}, not ${insteadOf.name}. Here is what our dental guides say:`;
  }
  const asked = speciesFor(question, context);
  const petSpecies = context.pet?.species ?? context.species;
  if (asked && petSpecies && asked !== petSpecies) {
    const pet = context.pet?.name ? `${context.pet.name} is a ${petSpecies}` : `your pet is a ${petSpecies}`;
    return `You asked about ${PLURAL[asked]} (${pet}), so this answer is about ${PLURAL[asked]}. Here is what our dental guides say:`;
  }
  const pet = describePet(context);
  return `Here is what our dental guides say${pet ? ` (answering for ${pet})` : ''}:`;
}

/**
 * The built-in assistant: safety first (emergencies, then medicine doses), then
 * the member's own scans when asked about progress, then the best passages of
 * the knowledge base with [n] citations, or a plain "I don't know". Pure and
 * deterministic: the same question and context always give the same answer.
 */
export function composeLocalAnswer(question: string, picked: PetContext): LocalAnswer {
  const signs = detectEmergency(question);
  if (signs.length > 0) {
    const passages = searchPassages('signs that mean see a vet now emergency', { limit: 1 });
    return {
      kind: 'emergency',
      text: `${emergencyAnswer(signs, detectAccompanyingSigns(question))} [1]`,
      sources: toSources([DENTAL_PAIN_SIGNS]),
      passages,
      context: picked,
    };
  }
  const dose = detectDoseRequest(question);
  if (dose) return { kind: 'dose', text: doseRefusal(dose), sources: [], passages: [], context: picked };

  if (isOffTopic(question, picked)) {
    return { kind: 'unknown', text: OFF_TOPIC_ANSWER, sources: [], passages: [], context: picked };
  }
  const asked = chooseAskedPet(question, picked);
  const { context } = asked;
  const isProgress = isProgressQuestion(question);
  const passages = selectPassages(question, context);
  if (toTerms(question).length === 0 && !isProgress) {
    return { kind: 'unknown', text: GREETING_ANSWER, sources: [], passages: [], context };
  }
  if (passages.length === 0 && !isProgress) {
    return { kind: 'unknown', text: UNKNOWN_ANSWER, sources: [], passages: [], context };
  }
  const articles = articlesOf(passages);
  const parts: string[] = [];
  if (isProgress) parts.push(...progressParts(question, asked));
  if (passages.length > 0) {
    parts.push(isProgress ? 'From our dental guides:' : introduction(question, asked));
    for (const passage of passages) {
      const n = articles.indexOf(passage.article) + 1;
      parts.push(`${passage.section.heading}: ${passage.section.text} [${n}]`);
    }
    if (isProductQuestion(question)) parts.push(describeProducts(speciesFor(question, context)));
  }
  return {
    kind: isProgress ? 'progress' : 'grounded',
    text: parts.join('\n\n'),
    sources: toSources(articles),
    passages,
    context,
  };
}

/** The member's own scans: the named period's when the question names one, every pet's for "all my pets". */
/** "You asked about Luna", or "You asked about your cat" when the question said "my cat". */
function youAskedAbout({ context, namedBy }: AskedPet): string {
  const who =
    namedBy === 'species' ? `your ${context.pet?.species ?? 'pet'}` : (context.pet?.name ?? 'your pet');
  return `You asked about ${who}`;
}

function progressParts(question: string, asked: AskedPet): string[] {
  const { context, insteadOf } = asked;
  const period = context.asOf ? findAskedPeriod(question, context.asOf) : null;
  const everyPet = context.pet === null && (context.pets?.length ?? 0) > 1;
  const progress = everyPet ? describeEveryPet(context, period) : describeProgress(context, period);
  if (!insteadOf?.name || !context.pet?.name) return [progress];
  return [`${youAskedAbout(asked)}, so this is about ${context.pet.name}, not ${insteadOf.name}.`, progress];
}
