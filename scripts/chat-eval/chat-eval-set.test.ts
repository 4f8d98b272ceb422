import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { CHAT_EVAL_CATEGORIES } from './chat-eval-question.ts';
import { CHAT_EVAL_SET } from './chat-eval-set.ts';
import { judgeAnswer, runChatEval } from './run-chat-eval.ts';

const quiet = { info() {}, warn() {}, error() {} };

describe('the chat evaluation set', () => {
  it('has at least 80 questions with unique ids, every category covered, each with facts to check', () => {
    expect(CHAT_EVAL_SET.length).toBeGreaterThanOrEqual(80);
    expect(new Set(CHAT_EVAL_SET.map((question) => question.id)).size).toBe(CHAT_EVAL_SET.length);
    for (const category of CHAT_EVAL_CATEGORIES) {
      expect(
        CHAT_EVAL_SET.filter((question) => question.category === category).length,
      ).toBeGreaterThanOrEqual(8);
    }
    for (const question of CHAT_EVAL_SET) expect(question.mustInclude.length).toBeGreaterThan(0);
  });

  it('fails an answer that misses a fact or says a forbidden thing', () => {
    const question = CHAT_EVAL_SET.find((entry) => entry.id === 'history-rex-latest-and-trend')!;
    const verdict = judgeAnswer(
      question,
      'Comparing Rex’s latest scan (20 Nov 2026) with the one 0 days before it: tartar went up from 1 to 3 (worse). So there is no clear change yet.',
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.missing.map(String)).toContain(String(/20 November/));
    expect(verdict.forbidden.map(String)).toEqual(
      expect.arrayContaining([String(/no clear change/i), String(/\b0 days\b/)]),
    );
  });

  it('the built-in assistant passes at least 95%, through the same path as the product', async () => {
    const report = await runChatEval({
      questions: CHAT_EVAL_SET,
      model: null,
      chat: loadConfig({ SESSION_SECRET: 'x'.repeat(40) }).chat,
      log: quiet,
    });
    const failures = report.results
      .filter((result) => !result.passed)
      .map(
        (result) =>
          `${result.question.id}: missing ${result.missing.join(', ')}; said ${result.forbidden.join(', ')}`,
      );
    expect(report.total).toBe(CHAT_EVAL_SET.length);
    expect(report.results.every((result) => result.answeredBy !== 'model')).toBe(true);
    expect(report.passRate, failures.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
