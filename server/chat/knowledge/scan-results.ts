import { AAHA_DENTAL, AVDC_NOMENCLATURE } from './sources.ts';
import type { KnowledgeArticle } from './types.ts';

export const SCAN_RESULTS: KnowledgeArticle = {
  id: 'understanding-scan-results',
  title: 'Understanding your PawSmile scan results',
  keywords: [
    'scan',
    'result',
    'results',
    'gingival index',
    'calculus index',
    'score',
    'index',
    'photo',
    'pawsmile',
    'screening',
    'confidence',
    'getting better',
    'improving',
    'progress',
  ],
  species: 'both',
  sections: [
    {
      heading: 'The gingival and calculus indices',
      text: 'The gingival index describes gum inflammation on the scale vets use (Löe and Silness): 0 healthy, 1 mild inflammation, 2 moderate inflammation with redness and swelling, 3 severe inflammation. The calculus index describes visible tartar from 0 (none) to 3 (heavy). Lower is better for both.',
    },
    {
      heading: 'What a photo scan can and cannot tell',
      text: 'A scan is a screening from one photo, not a diagnosis. It can suggest gum inflammation, tartar and alarming gum colours on the teeth in view. It cannot see below the gum line or stage periodontal disease; that needs an exam and dental X-rays under anaesthesia. Use scans to track change over time and to decide when to book a check.',
    },
    {
      heading: 'Tracking progress between scans',
      text: 'For a fair comparison, take photos in similar light, from the same side, with the lip lifted the same way. A fall in the gingival index over weeks of daily brushing suggests the gums are calming down; tartar does not fall without a professional cleaning, so an unchanged calculus index is expected with home care alone.',
    },
  ],
  sources: [AVDC_NOMENCLATURE, AAHA_DENTAL],
};
