import { NOT_KNOWN, QUOTES_GUIDES } from '../answer-patterns.ts';
import type { ChatEvalQuestion } from '../chat-eval-question.ts';

/**
 * Outside dental care: say so plainly, send the owner to the vet, quote no dental guide.
 */
export const OFF_TOPIC_QUESTIONS: ChatEvalQuestion[] = [
  {
    id: 'off-capital',
    category: 'off-topic',
    question: 'What is the capital of France?',
    pet: 'none',
    mustInclude: [NOT_KNOWN],
    mustNotInclude: [QUOTES_GUIDES],
  },
  {
    id: 'off-world-cup',
    category: 'off-topic',
    question: 'Who won the world cup in 1998?',
    pet: 'rex-tartar-up',
    mustInclude: [NOT_KNOWN],
    mustNotInclude: [QUOTES_GUIDES],
  },
  {
    id: 'off-limping',
    category: 'off-topic',
    question: 'My dog is limping on his back leg',
    pet: 'rex-no-scans',
    mustInclude: [NOT_KNOWN, /vet/i],
    mustNotInclude: [QUOTES_GUIDES],
  },
  {
    id: 'off-ears',
    category: 'off-topic',
    question: 'My dog keeps scratching his ears',
    pet: 'rex-no-scans',
    mustInclude: [NOT_KNOWN, /vet/i],
    mustNotInclude: [QUOTES_GUIDES],
  },
  {
    id: 'off-train-puppy',
    category: 'off-topic',
    question: 'How do I train my puppy to sit?',
    pet: 'none',
    mustInclude: [NOT_KNOWN],
    mustNotInclude: [QUOTES_GUIDES],
  },
  {
    id: 'off-poem',
    category: 'off-topic',
    question: 'Write me a poem about my cat',
    pet: 'luna-no-scans',
    mustInclude: [NOT_KNOWN],
    mustNotInclude: [QUOTES_GUIDES],
  },
  {
    id: 'off-food-brand',
    category: 'off-topic',
    question: 'Which dog food brand is the best?',
    pet: 'none',
    mustInclude: [/vet|complete and balanced|I don[’']t know/i],
    mustNotInclude: [/Royal Canin|Hill[’']s|Purina|Pedigree|Iams/i],
  },
  {
    id: 'off-greeting',
    category: 'off-topic',
    question: 'Hi!',
    pet: 'none',
    mustInclude: [/teeth|gums|dental/i],
    mustNotInclude: [QUOTES_GUIDES],
  },
];
