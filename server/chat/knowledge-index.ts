import MiniSearch from 'minisearch';
import { KNOWLEDGE_ARTICLES } from './knowledge/articles.ts';
import type { KnowledgeArticle, KnowledgeSection, KnowledgeSpecies } from './knowledge/types.ts';
import { GENERIC_TERMS, MOUTH_TERMS, SUBJECT_TERMS, tokenise, toTerm } from './normalise-terms.ts';

/** One indexed passage: a section of an article. */
export interface Passage {
  id: string;
  article: KnowledgeArticle;
  section: KnowledgeSection;
  species: KnowledgeSpecies;
}

export interface ScoredPassage extends Passage {
  score: number;
  /** Query terms (after normalisation) that matched this passage. */
  matchedTerms: string[];
  /** Query terms that matched a word of the passage exactly or as its start (not only by a spelling fix). */
  strongTerms: string[];
}

interface IndexedDoc {
  id: string;
  title: string;
  heading: string;
  text: string;
  keywords: string;
}

/**
 * Owners' misspellings: one edit in a 4-7 letter word, two in longer ones,
 * none in short words (where one edit lands on a different word: "gum"/"gun").
 */
export function fuzzinessFor(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

function buildIndex(): { search: MiniSearch<IndexedDoc>; passages: Map<string, Passage> } {
  const passages = new Map<string, Passage>();
  const search = new MiniSearch<IndexedDoc>({
    fields: ['title', 'heading', 'text', 'keywords'],
    tokenize: tokenise,
    processTerm: (term) => toTerm(term) ?? null,
    searchOptions: {
      boost: { keywords: 3, title: 2.5, heading: 1.5, text: 1 },
      fuzzy: (term) => fuzzinessFor(term),
      prefix: (term) => term.length >= 5,
      weights: { fuzzy: 0.6, prefix: 0.5 },
      // "dog", "teeth", "mouth" are in nearly every question: they rank passages only a little.
      boostTerm: (term) => (GENERIC_TERMS.has(term) ? 0.3 : 1),
      combineWith: 'OR',
    },
  });
  const docs: IndexedDoc[] = [];
  for (const article of KNOWLEDGE_ARTICLES) {
    article.sections.forEach((section, index) => {
      const id = `${article.id}#${index}`;
      passages.set(id, { id, article, section, species: section.species ?? article.species });
      docs.push({
        id,
        title: article.title,
        heading: section.heading,
        text: section.text,
        keywords: [...article.keywords, ...(section.keywords ?? [])].join(' '),
      });
    });
  }
  search.addAll(docs);
  return { search, passages };
}

let built: ReturnType<typeof buildIndex> | undefined;

/** The index is built once, on first use (a few milliseconds), and shared. */
function index(): ReturnType<typeof buildIndex> {
  built ??= buildIndex();
  return built;
}

/**
 * Passages ranked for a question, best first. A passage about the other species
 * is down-weighted, not dropped: a dog owner asking about resorption still
 * learns it is a cat disease.
 */
export function searchPassages(
  question: string,
  options: { species?: 'dog' | 'cat' | null; limit?: number } = {},
): ScoredPassage[] {
  const { search, passages } = index();
  const results = search.search(question, {
    boostDocument: (id) => {
      const passage = passages.get(String(id));
      if (!options.species || !passage) return 1;
      if (passage.species === options.species) return 1.25;
      return passage.species === 'both' ? 1 : 0.5;
    },
  });
  return results.slice(0, options.limit ?? 8).map((result) => {
    const passage = passages.get(String(result.id))!;
    const strongTerms = result.queryTerms.filter((query) =>
      result.terms.some((term) => term === query || term.startsWith(query)),
    );
    return { ...passage, score: result.score, matchedTerms: result.queryTerms, strongTerms };
  });
}

/**
 * Whether a passage really is about the question: it must match on something
 * more specific than "dog", "teeth" or "mouth" (or "puppy" with a word for the mouth), and a spelling fix alone counts
 * only for a long word or for two words, since one short word one letter away
 * is as often a different word ("grape" is not "grade").
 */
export function isRelevant(passage: ScoredPassage): boolean {
  const topical = passage.matchedTerms.filter((term) => !GENERIC_TERMS.has(term) && !SUBJECT_TERMS.has(term));
  const strong = topical.filter((term) => passage.strongTerms.includes(term));
  const fixed = topical.filter((term) => !passage.strongTerms.includes(term));
  if (strong.length > 0 || fixed.length >= 2 || fixed.some((term) => term.length >= 6)) return true;
  // "Puppy teeth" is a dental question; "how do I train my puppy" is not.
  const isAboutSubject = passage.strongTerms.some((term) => SUBJECT_TERMS.has(term));
  return isAboutSubject && passage.matchedTerms.some((term) => MOUTH_TERMS.has(term));
}

/** Whether the guides use this word anywhere, allowing the spelling fixes the search allows. */
export function isKnownWord(word: string): boolean {
  return (
    index().search.search(word, { fuzzy: fuzzinessFor(word), prefix: false, combineWith: 'OR' }).length > 0
  );
}

export function knowledgeArticleCount(): number {
  return KNOWLEDGE_ARTICLES.length;
}

/** Builds the index now (at boot) so the first member's question does not pay for it. */
export function warmKnowledgeIndex(): void {
  index();
}
