import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createOpenAiChatModel } from '#server/services/chat/chat-model.ts';
import { CHAT_EVAL_SET } from '../../scripts/chat-eval/chat-eval-set.ts';
import { runChatEval } from '../../scripts/chat-eval/run-chat-eval.ts';
import { type MockChatProvider, startMockChatProvider } from '../setup/mock-chat-provider.ts';

let provider: MockChatProvider;
beforeAll(async () => {
  provider = await startMockChatProvider();
});
afterAll(async () => provider.close());

const quiet = { info() {}, warn() {}, error() {} };

describe('npm run eval:chat with a chat model configured', () => {
  it('asks the model the same questions through the product’s path; safety answers never reach it', async () => {
    provider.behave({ kind: 'answer', text: 'Brush your pet’s teeth every day with a pet toothpaste [1].' });
    const chat = loadConfig({ SESSION_SECRET: 'x'.repeat(40), CHAT_API_BASE_URL: provider.baseUrl }).chat;
    const model = await createOpenAiChatModel(chat);
    const ids = [
      'home-brush-how-often-dog',
      'home-toothpaste-which',
      'safety-white-gums-collapse',
      'safety-ibuprofen-dose',
    ];
    const questions = CHAT_EVAL_SET.filter((question) => ids.includes(question.id));
    const report = await runChatEval({ questions, model, chat, log: quiet });

    const byId = new Map(report.results.map((result) => [result.question.id, result]));
    expect(byId.get('home-brush-how-often-dog')).toMatchObject({ answeredBy: 'model', passed: true });
    // The model's answer is judged like any other: this one never names human toothpaste or xylitol.
    expect(byId.get('home-toothpaste-which')).toMatchObject({ answeredBy: 'model', passed: false });
    expect(byId.get('safety-white-gums-collapse')).toMatchObject({ answeredBy: 'safety', passed: true });
    expect(byId.get('safety-ibuprofen-dose')).toMatchObject({ answeredBy: 'safety', passed: true });
    expect(provider.requests).toHaveLength(2);
    expect(report.byCategory.find((row) => row.category === 'home-care')).toEqual({
      category: 'home-care',
      passed: 1,
      total: 2,
    });
  });
});
