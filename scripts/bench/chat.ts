/**
 * The built-in chat assistant's answer time (docs/product-rules.md#dental-chat: under 100 ms):
 * retrieval, safety checks and composing the answer for a mix of owners' questions, timed
 * one at a time after the index is built. The index build (once per process, at boot) is
 * printed on its own. `npm run bench` prints this; `node --import tsx scripts/bench/chat.ts` alone too.
 */
import { pathToFileURL } from 'node:url';
import { composeLocalAnswer } from '#server/chat/compose-local-answer.ts';
import { warmKnowledgeIndex } from '#server/chat/knowledge-index.ts';
import type { PetContext } from '#server/chat/pet-context.ts';

const QUESTIONS = [
  'How do I brush my dog’s teeth?',
  'how often shud i brsh my cats teeth',
  'Are dental chews with the VOHC seal worth it?',
  'My dog’s gums are red along the gum line',
  'can i scrape the tarter off myself',
  'What are the stages of periodontal disease?',
  'Why does my dog’s breath smell so bad?',
  'What is tooth resorption in cats?',
  'My dog chipped his tooth on a bone',
  'Is anesthesia-free teeth cleaning at the groomer OK?',
  'How much does a dental cleaning cost?',
  'When does my puppy lose his baby teeth?',
  'Is my 14 year old dog too old for a dental?',
  'Is it getting better since the last scan?',
  'My cat’s gums are pale and she won’t eat',
  'how much ibuprofen can I give my dog',
  'What is the capital of France?',
];

const CONTEXT: PetContext = {
  pet: null,
  species: null,
  scans: [
    {
      id: 'b',
      createdAt: '2026-11-20T09:00:00.000Z',
      status: 'inflamed',
      severity: 'concerning',
      gingivalIndex: 1,
      calculusIndex: 1,
      gingivitisProbability: 0.6,
      calculusProbability: 0.6,
      findings: [{ code: 'gum_redness_margin', label: 'Red gum margin', level: 'mild' }],
    },
    {
      id: 'a',
      createdAt: '2026-11-01T09:00:00.000Z',
      status: 'inflamed',
      severity: 'concerning',
      gingivalIndex: 2,
      calculusIndex: 1,
      gingivitisProbability: 0.8,
      calculusProbability: 0.6,
      findings: [],
    },
  ],
};

export interface ChatBench {
  indexBuildMs: number;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export function benchChat({ rounds = 20 }: { rounds?: number } = {}): ChatBench {
  const buildStart = performance.now();
  warmKnowledgeIndex();
  const indexBuildMs = performance.now() - buildStart;
  for (const question of QUESTIONS) composeLocalAnswer(question, CONTEXT);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const question of QUESTIONS) {
      const start = performance.now();
      composeLocalAnswer(question, CONTEXT);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return {
    indexBuildMs,
    samples: times.length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    maxMs: times.at(-1) ?? 0,
  };
}

export function formatChatBench(bench: ChatBench): string {
  return [
    `chat: built-in assistant answer (retrieval + safety checks + answer, ${QUESTIONS.length} questions, n=${bench.samples})`,
    `  p50 ${bench.p50Ms.toFixed(2)} ms   p95 ${bench.p95Ms.toFixed(2)} ms   max ${bench.maxMs.toFixed(2)} ms`,
    `  knowledge index build (once, at boot): ${bench.indexBuildMs.toFixed(0)} ms`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatChatBench(benchChat()));
}
