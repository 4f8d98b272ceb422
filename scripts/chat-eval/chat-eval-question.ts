import type { EvalPetKey } from './eval-pets.ts';

export const CHAT_EVAL_CATEGORIES = [
  'home-care',
  'scan-history',
  'species',
  'safety',
  'vet-care',
  'off-topic',
] as const;
export type ChatEvalCategory = (typeof CHAT_EVAL_CATEGORIES)[number];

/**
 * One question of the chat evaluation (npm run eval:chat). The expectations are
 * written from the veterinary dental guidelines (AAHA/AVDC/WSAVA dental
 * guidelines, the VOHC's rules for its seal), not from what the assistant
 * happens to say, so the same set judges the built-in assistant and a model.
 */
export interface ChatEvalQuestion {
  id: string;
  category: ChatEvalCategory;
  question: string;
  /** Who the question is asked about (eval-pets.ts). */
  pet: EvalPetKey;
  /** Each must match the answer (without the closing disclaimer); alternatives sit inside one pattern. */
  mustInclude: RegExp[];
  /** None may match. */
  mustNotInclude: RegExp[];
}
