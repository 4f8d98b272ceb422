import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_DISCLAIMER } from '#common/contracts/chat.ts';
import corpus from '#server/chat/detect-dose-request.corpus.json' with { type: 'json' };
import { ask, parseSse, signUpPlusMember, streamedText } from '../setup/chat-support.ts';
import { type MockChatProvider, startMockChatProvider } from '../setup/mock-chat-provider.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/** The model path against an OpenAI-compatible server over local HTTP (server/services/chat/chat-model.ts). */
let provider: MockChatProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startMockChatProvider();
  t = await createTestApp({
    CHAT_API_BASE_URL: provider.baseUrl,
    CHAT_API_KEY: 'test-key',
    CHAT_MODEL: 'test-model',
    // Long enough for a busy CI machine, short enough to keep the timeout tests quick.
    CHAT_TIMEOUT_MS: '2000',
    CHAT_MAX_RETRIES: '1',
    CHAT_DAILY_TOKENS: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(() => {
  provider.requests.length = 0;
});

const systemPrompt = () => provider.requests.at(-1)?.messages[0]?.content ?? '';

describe('the OpenAI-compatible model', () => {
  it('answers from the retrieved passages and the pet’s scans, streamed, with sources and the disclaimer', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    await seedScan(
      t.db,
      { userId: member.userId },
      { gingival_index: 2, calculus_index: 1, created_at: '2026-11-02T08:00:00.000Z' },
    );
    await seedScan(
      t.db,
      { userId: member.userId },
      { gingival_index: 1, calculus_index: 1, created_at: '2026-11-16T08:00:00.000Z' },
    );
    provider.behave({
      kind: 'answer',
      text: 'Daily brushing calms red gums [1]. Your latest scan shows less redness.',
      totalTokens: 150,
    });

    const response = await ask(t.app, member.cookie, 'How do I brush to help his gums?', true);
    const events = parseSse(response.body);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    expect(done.message.answeredBy).toBe('model');
    expect(done.message.response).toBe(
      `Daily brushing calms red gums [1]. Your latest scan shows less redness.\n\n${CHAT_DISCLAIMER}`,
    );
    expect(streamedText(events)).toBe(done.message.response);
    expect(done.message.sources[0]?.articleId).toBe('brushing');

    const request = provider.requests.at(-1);
    expect(request).toMatchObject({ model: 'test-model', stream: true, max_tokens: 600 });
    expect(systemPrompt()).toContain('[1] Brushing your pet’s teeth');
    expect(systemPrompt()).toContain('Never give medicine names with doses');
    // The pet context: both scans, newest first, with dates and indices.
    expect(systemPrompt()).toMatch(
      /16 November 2026 at 08:00 UTC: inflamed, concerning, gum inflammation \(gingival index\) 1 of 3[\s\S]*2 November 2026 at 08:00 UTC: .*gingival index\) 2 of 3/,
    );
    expect(request?.messages.at(-1)).toEqual({ role: 'user', content: 'How do I brush to help his gums?' });

    const usage = await t.db
      .selectFrom('chat_token_usage')
      .selectAll()
      .where('user_id', '=', member.userId)
      .execute();
    expect(usage.map((row) => row.tokens)).toEqual([150]);
  });

  it('sends the last exchanges along so a follow-up makes sense', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    provider.behave({ kind: 'answer', text: 'Tartar is hardened plaque [1].' });
    await ask(t.app, member.cookie, 'What is tartar?');
    await ask(t.app, member.cookie, 'And how is it removed?');
    const roles = provider.requests.at(-1)?.messages.map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(provider.requests.at(-1)?.messages[1]?.content).toBe('What is tartar?');
  });

  it('never sends an emergency or a dose question to the model', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    provider.behave({ kind: 'answer', text: 'should not be used' });
    const emergency = (await ask(t.app, member.cookie, 'her face is swollen and she won’t eat')).json();
    expect(emergency).toMatchObject({ answeredBy: 'safety', isEmergency: true });
    expect(emergency.response.startsWith('This could be an emergency. Please see a vet now.')).toBe(true);
    const dose = (await ask(t.app, member.cookie, 'what dose of meloxicam for my 10 kg dog?')).json();
    expect(dose.answeredBy).toBe('safety');
    expect(dose.response).toMatch(/can’t recommend a medicine or a dose/);
    expect(provider.requests).toHaveLength(0);
  });

  it('retries a failing provider, then falls back to the built-in guide', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    provider.behave({ kind: 'error', status: 500 });
    const body = (await ask(t.app, member.cookie, 'What is tooth resorption?')).json();
    expect(provider.requests).toHaveLength(2);
    expect(body.answeredBy).toBe('local');
    expect(body.sources[0].articleId).toBe('tooth-resorption-cats');
    expect(body.response.endsWith(CHAT_DISCLAIMER)).toBe(true);
  });

  it('falls back when the provider does not answer within the timeout', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    provider.behave({ kind: 'hang' });
    const started = Date.now();
    const body = (await ask(t.app, member.cookie, 'Why does my cat have bad breath?')).json();
    expect(body.answeredBy).toBe('local');
    expect(body.sources[0].articleId).toBe('bad-breath');
    // The silence limit (2 s) covers waiting for the first words too: no retry waits it out again.
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it('drops a half-written answer when the provider stalls, and streams the built-in one instead', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    provider.behave({ kind: 'stall-after', text: 'Plaque is a soft film and' });
    const events = parseSse((await ask(t.app, member.cookie, 'What is plaque?', true)).body);
    const types = events.map((event) => event.type);
    expect(types.indexOf('reset')).toBeGreaterThan(types.indexOf('delta'));
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    expect(done.message.answeredBy).toBe('local');
    expect(streamedText(events)).toBe(done.message.response);
    expect(done.message.response).not.toContain('Plaque is a soft film and');
  });

  it('uses the built-in guide once the member’s daily token budget is spent', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    provider.behave({ kind: 'answer', text: 'Brush daily [1].', totalTokens: 1200 });
    expect((await ask(t.app, member.cookie, 'How often should I brush?')).json().answeredBy).toBe('model');
    const second = (await ask(t.app, member.cookie, 'How often should I brush?')).json();
    expect(second.answeredBy).toBe('local');
    expect(second.response).toMatch(/^\(Today’s allowance for the AI model is used up/);
    expect(provider.requests).toHaveLength(1);
    // Another member still has their own budget.
    const other = await signUpPlusMember(t.app, t.db);
    expect((await ask(t.app, other.cookie, 'How often should I brush?')).json().answeredBy).toBe('model');
  });
});

describe('disguised dose questions never reach the model', () => {
  /** Asks each question as a Plus member, a fresh one every few questions to stay under the chat rate limit. */
  async function askAll(questions: string[]) {
    const answers = [];
    let member = await signUpPlusMember(t.app, t.db);
    for (const [index, question] of questions.entries()) {
      if (index > 0 && index % 8 === 0) member = await signUpPlusMember(t.app, t.db);
      const response = await ask(t.app, member.cookie, question);
      expect(response.statusCode, question).toBe(201);
      answers.push({ question, ...response.json() });
    }
    return answers;
  }

  it('answers every dose phrasing of the corpus with the safety answer, and never calls the model', async () => {
    provider.behave({ kind: 'answer', text: 'Give 2 mg per kg [1].' });
    const answers = await askAll(corpus.mustTrigger);
    const notRefused = answers.filter(
      (answer) =>
        answer.answeredBy !== 'safety' || !/can’t recommend a medicine or a dose/.test(answer.response),
    );
    expect(notRefused.map((answer) => answer.question)).toEqual([]);
    expect(answers.some((answer) => /mg per kg/.test(answer.response))).toBe(false);
    expect(provider.requests).toHaveLength(0);
  }, 120_000);

  it('keeps a question about a medicine’s strength or doubling it from the model', async () => {
    provider.behave({ kind: 'answer', text: 'Double it to 2 tablets [1].' });
    const answers = await askAll([
      'clindamycin for dog tooth infection, what strength',
      'my vet said 2 tablets of amoxicillin, can I double it?',
    ]);
    expect(answers.map((answer) => answer.answeredBy)).toEqual(['safety', 'safety']);
    expect(provider.requests).toHaveLength(0);
  });

  it('warns about human painkillers asked for without a name', async () => {
    const [answer] = await askAll(['which human pain reliever… what quantity']);
    expect(answer?.response).toContain(
      'Please don’t give human painkillers or other human medicines to a dog or cat.',
    );
    expect(provider.requests).toHaveLength(0);
  });

  it('still sends general dental questions to the model', async () => {
    provider.behave({ kind: 'answer', text: 'Brush daily [1].' });
    for (const question of ['How much should I brush?', 'How many teeth does a dog have?']) {
      const member = await signUpPlusMember(t.app, t.db);
      expect((await ask(t.app, member.cookie, question)).json().answeredBy, question).toBe('model');
    }
    expect(provider.requests).toHaveLength(2);
  });
});
