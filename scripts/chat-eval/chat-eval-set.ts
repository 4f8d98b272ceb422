import type { ChatEvalQuestion } from './chat-eval-question.ts';
import { FOUND_BY_QA_QUESTIONS } from './questions/found-by-qa.ts';
import { HOME_CARE_QUESTIONS } from './questions/home-care.ts';
import { OFF_TOPIC_QUESTIONS } from './questions/off-topic.ts';
import { SAFETY_QUESTIONS } from './questions/safety.ts';
import { SCAN_HISTORY_QUESTIONS } from './questions/scan-history.ts';
import { SPECIES_QUESTIONS } from './questions/species.ts';
import { VET_CARE_QUESTIONS } from './questions/vet-care.ts';

/**
 * The chat evaluation's questions (npm run eval:chat), category by category, then the ones a QA pass
 * caught answered wrongly; the order is the order they are asked and reported in.
 */
export const CHAT_EVAL_SET: ChatEvalQuestion[] = [
  ...HOME_CARE_QUESTIONS,
  ...SCAN_HISTORY_QUESTIONS,
  ...SPECIES_QUESTIONS,
  ...SAFETY_QUESTIONS,
  ...VET_CARE_QUESTIONS,
  ...OFF_TOPIC_QUESTIONS,
  ...FOUND_BY_QA_QUESTIONS,
];
