/**
 * The dental chat's evaluation (docs/product-rules.md#dental-chat): every question of
 * scripts/chat-eval/chat-eval-set.ts (one file per category in chat-eval/questions/) goes through
 * answerQuestion, the product's own path, and is judged on the facts its answer must contain and the
 * things it must not say.
 * Prints the pass rate per category and overall, then each failure with what was missing.
 *
 *   npm run eval:chat                 the built-in assistant, or the model when CHAT_API_BASE_URL is set
 *   npm run eval:chat -- --built-in   the built-in assistant even when a model is configured
 *   npm run eval:chat -- --show-answers
 *
 * Exits 1 below the 95% the built-in assistant must reach. With a model it calls the
 * provider about 70 times (the safety answers never reach it): not for CI.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { createOpenAiChatModel } from '#server/services/chat/chat-model.ts';
import { CHAT_EVAL_SET } from './chat-eval/chat-eval-set.ts';
import { type ChatEvalReport, runChatEval } from './chat-eval/run-chat-eval.ts';

/** The pass rate the built-in assistant is held to (its unit test asserts the same). */
export const REQUIRED_PASS_RATE = 0.95;

const percent = (passed: number, total: number) => `${((100 * passed) / (total || 1)).toFixed(1)}%`;

export function formatReport(report: ChatEvalReport, options: { answeredBy: string; showAnswers: boolean }) {
  const lines = [`Chat evaluation: ${report.total} questions, answered by ${options.answeredBy}`, ''];
  for (const { category, passed, total } of report.byCategory) {
    lines.push(
      `  ${category.padEnd(14)} ${`${passed}/${total}`.padStart(6)}  ${percent(passed, total).padStart(6)}`,
    );
  }
  lines.push(
    `  ${'overall'.padEnd(14)} ${`${report.passed}/${report.total}`.padStart(6)}  ${percent(report.passed, report.total).padStart(6)}`,
  );
  const failures = report.results.filter((result) => !result.passed);
  lines.push('', failures.length === 0 ? 'No failures.' : `Failures (${failures.length}):`);
  for (const result of failures) {
    lines.push(``, `- ${result.question.id} [${result.question.category}] "${result.question.question}"`);
    for (const pattern of result.missing) lines.push(`    missing:   ${pattern}`);
    for (const pattern of result.forbidden) lines.push(`    forbidden: ${pattern}`);
    lines.push(`    answer (${result.answeredBy}): ${result.answer.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
  if (options.showAnswers) {
    lines.push('', 'All answers:');
    for (const result of report.results)
      lines.push('', `## ${result.question.id}: ${result.question.question}`, result.answer);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'built-in': { type: 'boolean' }, 'show-answers': { type: 'boolean' } },
  });
  const config = loadConfig();
  const model = values['built-in'] ? null : await createOpenAiChatModel(config.chat);
  const quiet = { info() {}, warn() {}, error() {} };
  const report = await runChatEval({ questions: CHAT_EVAL_SET, model, chat: config.chat, log: quiet });
  const answeredBy = model
    ? `the model ${model.name} (safety answers by the built-in rules)`
    : 'the built-in assistant';
  process.stdout.write(
    `${formatReport(report, { answeredBy, showAnswers: values['show-answers'] ?? false })}\n`,
  );
  if (report.passRate < REQUIRED_PASS_RATE) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
