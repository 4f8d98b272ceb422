/** Who a passage is about; 'both' passages apply to dogs and cats alike. */
export type KnowledgeSpecies = 'dog' | 'cat' | 'both';

/** A published reference an article is checked against (docs/product-rules.md#dental-chat). */
export interface KnowledgeSource {
  /** The body behind it: AAHA, AVDC, WSAVA, VOHC or the Merck Veterinary Manual. */
  publisher: 'AAHA' | 'AVDC' | 'WSAVA' | 'VOHC' | 'Merck';
  title: string;
  url: string;
}

/** One retrievable passage: a heading and a few sentences that answer one question on their own. */
export interface KnowledgeSection {
  heading: string;
  text: string;
  /** Owners' words for this section alone, so the right section of an article comes first. */
  keywords?: string[];
  species?: KnowledgeSpecies;
}

export interface KnowledgeArticle {
  /** Stable kebab-case id; tests and stored answers refer to it. */
  id: string;
  title: string;
  /** Words owners use for the topic that the text may not contain (searched, never shown). */
  keywords: string[];
  species: KnowledgeSpecies;
  sections: KnowledgeSection[];
  sources: KnowledgeSource[];
}
