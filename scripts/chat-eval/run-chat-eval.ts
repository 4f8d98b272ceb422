import { CHAT_DISCLAIMER, type TAnsweredBy } from '#common/contracts/chat.ts';
import type { Config } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { insertUser } from '#server/db/repositories/users.ts';
import { newId } from '#server/lib/ids.ts';
import type { Logger } from '#server/lib/logger.ts';
import { answerQuestion } from '#server/services/chat/answer-question.ts';
import type { ChatModel } from '#server/services/chat/chat-model.ts';
import { CHAT_EVAL_CATEGORIES, type ChatEvalCategory, type ChatEvalQuestion } from './chat-eval-question.ts';
import { EVAL_PETS, EVAL_TODAY } from './eval-pets.ts';

export interface ChatEvalResult {
  question: ChatEvalQuestion;
  answer: string;
  answeredBy: TAnsweredBy;
  /** The patterns the answer should have matched and did not. */
  missing: RegExp[];
  /** The patterns it should not have matched and did. */
  forbidden: RegExp[];
  passed: boolean;
}

export interface ChatEvalReport {
  results: ChatEvalResult[];
  byCategory: { category: ChatEvalCategory; passed: number; total: number }[];
  passed: number;
  total: number;
  passRate: number;
}

/** The answer as judged: the closing not-a-vet line says "see your vet" to every answer, so it is left out. */
function withoutDisclaimer(text: string): string {
  return text.endsWith(CHAT_DISCLAIMER) ? text.slice(0, -CHAT_DISCLAIMER.length).trimEnd() : text;
}

export function judgeAnswer(question: ChatEvalQuestion, answer: string): Omit<ChatEvalResult, 'answeredBy'> {
  const missing = question.mustInclude.filter((pattern) => !pattern.test(answer));
  const forbidden = question.mustNotInclude.filter((pattern) => pattern.test(answer));
  return { question, answer, missing, forbidden, passed: missing.length === 0 && forbidden.length === 0 };
}

/**
 * Runs every question through answerQuestion, the product's own path (safety
 * checks, retrieval, the model when one is given, the fallback, storing),
 * against a throwaway in-memory database, and judges each answer.
 */
export async function runChatEval(options: {
  questions: ChatEvalQuestion[];
  model: ChatModel | null;
  chat: Config['chat'];
  log: Logger;
}): Promise<ChatEvalReport> {
  const db = createDb({ kind: 'sqlite', file: ':memory:' });
  try {
    await migrateToLatest(db);
    const userId = newId();
    await insertUser(db, {
      id: userId,
      email: `chat-eval-${userId}@example.com`,
      role: 'user',
      is_trial: 0,
      subscription_status: 'plus',
      created_at: EVAL_TODAY,
      updated_at: EVAL_TODAY,
    });
    const results: ChatEvalResult[] = [];
    for (const question of options.questions) {
      const events = answerQuestion({
        db,
        model: options.model,
        // The evaluation is not a member's day: the model answers every question, without pauses.
        chat: { ...options.chat, dailyTokens: Number.MAX_SAFE_INTEGER, sentenceDelayMs: 0 },
        log: options.log,
        userId,
        question: question.question,
        context: EVAL_PETS[question.pet],
        signal: new AbortController().signal,
        now: () => new Date(EVAL_TODAY),
      });
      for await (const event of events) {
        if (event.type !== 'done') continue;
        const judged = judgeAnswer(question, withoutDisclaimer(event.message.response));
        results.push({ ...judged, answeredBy: event.message.answeredBy });
      }
    }
    return summarise(results);
  } finally {
    await db.destroy();
  }
}

function summarise(results: ChatEvalResult[]): ChatEvalReport {
  const byCategory = CHAT_EVAL_CATEGORIES.map((category) => {
    const inCategory = results.filter((result) => result.question.category === category);
    return {
      category,
      passed: inCategory.filter((result) => result.passed).length,
      total: inCategory.length,
    };
  });
  const passed = results.filter((result) => result.passed).length;
  return { results, byCategory, passed, total: results.length, passRate: passed / (results.length || 1) };
}
