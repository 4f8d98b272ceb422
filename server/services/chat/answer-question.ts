import { CHAT_DISCLAIMER, type TAnsweredBy, type TChatStreamEvent } from '#common/contracts/chat.ts';
import { buildModelPrompt, estimateTokens } from '#server/chat/build-model-prompt.ts';
import { composeLocalAnswer, type LocalAnswer } from '#server/chat/compose-local-answer.ts';
import type { PetContext } from '#server/chat/pet-context.ts';
import { splitSentences } from '#server/chat/split-sentences.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { addTokensUsed, listChatMessages, tokensUsedOn } from '#server/db/repositories/chat.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { ChatModel } from './chat-model.ts';
import { saveChatMessage } from './save-chat-message.ts';

const BUDGET_NOTE =
  '(Today’s allowance for the AI model is used up, so this answer comes from PawSmile’s built-in dental guide.)';

export interface AnswerOptions {
  db: Db;
  /** The configured model, or null for the built-in guide only. */
  model: ChatModel | null;
  chat: Config['chat'];
  log: Logger;
  userId: string;
  question: string;
  /** Loaded by the caller (loadPetContext) before answering, so a wrong pet is a 404, not a broken stream. */
  context: PetContext;
  /** Aborted when the member goes away: the model stops and nothing is stored. */
  signal: AbortSignal;
  now?: () => Date;
}

/** Waits `ms`, or less when the member goes away; never rejects. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Answers one question as a stream of events and stores the exchange
 * (docs/product-rules.md#dental-chat). Safety comes first in both modes: an
 * emergency or a medicine-dose question gets the fixed safety answer and never
 * reaches the model. Otherwise the model answers from the same retrieved
 * passages, within the member's daily token budget; if it fails or stalls the
 * built-in guide answers instead (a `reset` event drops any partial text).
 * Every answer ends with the not-a-vet disclaimer.
 */
export async function* answerQuestion(options: AnswerOptions): AsyncGenerator<TChatStreamEvent> {
  const { db, model, userId, question, signal, context } = options;
  const now = options.now ?? (() => new Date());
  const local = composeLocalAnswer(question, context);
  const isSafety = local.kind === 'emergency' || local.kind === 'dose';
  let text = '';
  let answeredBy: TAnsweredBy = isSafety ? 'safety' : 'local';

  yield { type: 'start', sources: local.sources, isEmergency: local.kind === 'emergency' };

  let usedModel = false;
  if (model && !isSafety) {
    const day = utcDay(now());
    // Checked before and added after: answers running at the same moment can pass the budget by at most
    // one answer each, which the per-member rate limit keeps small.
    const used = await tokensUsedOn(db, userId, day);
    if (used < options.chat.dailyTokens) {
      usedModel = true;
      // The pet the question is about, which may be another of the member's pets than the picked one.
      const outcome = yield* streamFromModel(options, local, local.context, day);
      if (signal.aborted) return;
      if (outcome.ok) {
        text = outcome.text;
        answeredBy = 'model';
      } else if (outcome.hasEmitted) {
        yield { type: 'reset', sources: local.sources };
      }
    } else {
      text = `${BUDGET_NOTE}\n\n`;
      yield { type: 'delta', text };
    }
  }
  if (signal.aborted) return;
  if (answeredBy !== 'model') {
    if (usedModel) text = '';
    let isFirst = true;
    for (const sentence of splitSentences(local.text)) {
      // Paced like a model writing: each sentence shows as it is made (docs/product-rules.md#dental-chat).
      if (!isFirst) await pause(options.chat.sentenceDelayMs, signal);
      if (signal.aborted) return;
      isFirst = false;
      text += sentence;
      yield { type: 'delta', text: sentence };
    }
  }
  const ending = `\n\n${CHAT_DISCLAIMER}`;
  text = `${text.trimEnd()}${ending}`;
  yield { type: 'delta', text: ending };
  if (signal.aborted) return;

  const message = await saveChatMessage({
    db,
    userId,
    question,
    response: text,
    sources: local.sources,
    answeredBy,
    isEmergency: local.kind === 'emergency',
    now: now(),
  });
  yield { type: 'done', message };
}

type ModelOutcome = { ok: true; text: string } | { ok: false; hasEmitted: boolean };

async function* streamFromModel(
  options: AnswerOptions,
  local: LocalAnswer,
  context: PetContext,
  day: string,
): AsyncGenerator<TChatStreamEvent, ModelOutcome> {
  const { db, model, userId, question, signal, log } = options;
  const history = await listChatMessages(db, userId, 3);
  const messages = buildModelPrompt({ question, passages: local.passages, context, history });
  let text = '';
  let reportedTokens: number | null = null;
  try {
    for await (const chunk of model!.stream({ messages, maxTokens: options.chat.maxAnswerTokens, signal })) {
      if (chunk.type === 'usage') reportedTokens = chunk.totalTokens;
      else {
        text += chunk.text;
        yield { type: 'delta', text: chunk.text };
      }
    }
    if (text.trim() === '') throw new Error('the chat model returned an empty answer');
    return { ok: true, text };
  } catch (error) {
    if (!signal.aborted)
      log.warn({ err: error, model: model!.name }, 'chat model failed; the built-in guide answers');
    return { ok: false, hasEmitted: text.length > 0 };
  } finally {
    const promptChars = messages.reduce((sum, turn) => sum + turn.content.length, 0);
    const tokens = reportedTokens ?? estimateTokens(' '.repeat(promptChars) + text);
    await addTokensUsed(db, userId, day, tokens);
  }
}
