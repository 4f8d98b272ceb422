import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChatStreamEvent } from '#common/contracts/chat.ts';
import { answerQuestion } from '#server/services/chat/answer-question.ts';
import type { ChatModel } from '#server/services/chat/chat-model.ts';
import { signUpPlusMember } from '../setup/chat-support.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A model that writes one word, then waits until the request is aborted (the member left). */
const slowModel: ChatModel = {
  name: 'slow',
  async *stream({ signal }) {
    yield { type: 'text', text: 'Brushing ' };
    if (!signal.aborted)
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    throw new Error('aborted');
  },
};

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

describe('a member who leaves mid-answer', () => {
  it('stops the model, stores nothing, and still counts the tokens spent', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    const controller = new AbortController();
    const events: TChatStreamEvent[] = [];
    for await (const event of answerQuestion({
      db: t.db,
      model: slowModel,
      chat: { ...t.config.chat, dailyTokens: 10_000 },
      log: silentLog,
      userId: member.userId,
      question: 'How do I brush my dog’s teeth?',
      context: { pet: null, species: null, scans: [] },
      signal: controller.signal,
    })) {
      events.push(event);
      if (event.type === 'delta') controller.abort();
    }
    expect(events.map((event) => event.type)).toEqual(['start', 'delta']);
    const rows = await t.db
      .selectFrom('chat_messages')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(rows).toEqual([]);
    const usage = await t.db
      .selectFrom('chat_token_usage')
      .select('tokens')
      .where('user_id', '=', member.userId)
      .execute();
    expect(usage[0]?.tokens).toBeGreaterThan(0);
  });
});
