import { CAT_HOME_CARE, STOMATITIS, TOOTH_RESORPTION } from './cats.ts';
import { BAD_BREATH, GINGIVITIS, PERIODONTAL_STAGES, TARTAR } from './disease.ts';
import { BRUSHING, CHEWS_AND_VOHC, DIET } from './home-care.ts';
import { BROKEN_TEETH, DENTAL_PAIN_SIGNS } from './injuries.ts';
import { PUPPIES_AND_KITTENS, SENIOR_PETS } from './life-stages.ts';
import { SCAN_RESULTS } from './scan-results.ts';
import type { KnowledgeArticle } from './types.ts';
import { ANAESTHESIA, ANAESTHESIA_FREE, COSTS } from './vet-care.ts';

/** Every article the assistant can answer from; its answers never go beyond these. */
export const KNOWLEDGE_ARTICLES: readonly KnowledgeArticle[] = [
  BRUSHING,
  CHEWS_AND_VOHC,
  DIET,
  GINGIVITIS,
  TARTAR,
  PERIODONTAL_STAGES,
  BAD_BREATH,
  TOOTH_RESORPTION,
  STOMATITIS,
  CAT_HOME_CARE,
  BROKEN_TEETH,
  DENTAL_PAIN_SIGNS,
  ANAESTHESIA,
  ANAESTHESIA_FREE,
  COSTS,
  PUPPIES_AND_KITTENS,
  SENIOR_PETS,
  SCAN_RESULTS,
];
