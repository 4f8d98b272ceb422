import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DISCLAIMER, CHAT_MESSAGE_MAX_LENGTH } from '#common/contracts/chat.ts';
import { ask, parseSse, signUpPlusMember, streamedText } from '../setup/chat-support.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('who may chat', () => {
  it('answers a guest 401 with SPEC’s login message, on every chat call', async () => {
    for (const response of [
      await t.app.inject({ url: '/api/chat' }),
      await ask(t.app, undefined, 'hello'),
      await ask(t.app, undefined, 'hello', true),
      await t.app.inject({ method: 'DELETE', url: '/api/chat' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Please log in to use the AI chat feature.',
      });
    }
  });

  it('answers a Starter member 403 with SPEC’s Plus message, before looking at the message', async () => {
    const starter = await signUpUser(t.app);
    for (const response of [
      await t.app.inject({ url: '/api/chat', headers: { cookie: starter.cookie } }),
      await ask(t.app, starter.cookie, 'How do I brush?'),
      await ask(t.app, starter.cookie, '', true),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'PLUS_REQUIRED',
        message: 'AI chat is available for Plus members only. Upgrade to access this feature.',
      });
    }
  });
});

describe('asking', () => {
  it('refuses a blank, whitespace-only, missing or too long message and stores nothing', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    for (const message of ['', '   \n\t ', undefined, 42, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)]) {
      const response = await ask(t.app, member.cookie, message);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await ask(t.app, member.cookie, '  ')).json().message).toBe('Please type a message.');
    const rows = await t.db
      .selectFrom('chat_messages')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers from the knowledge base with sources and the disclaimer, and lists history oldest first', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    const questions = [
      'How do I brush my cat’s teeth?',
      'what is tooth resorption',
      'Are dental chews any good?',
    ];
    for (const question of questions) {
      const response = await ask(t.app, member.cookie, `  ${question}  `);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe(question);
      expect(body.answeredBy).toBe('local');
      expect(body.response.endsWith(CHAT_DISCLAIMER)).toBe(true);
      expect(body.sources.length).toBeGreaterThan(0);
    }
    const history = await t.app.inject({ url: '/api/chat', headers: { cookie: member.cookie } });
    expect(history.statusCode).toBe(200);
    const items = history.json();
    expect(items.map((item: { message: string }) => item.message)).toEqual(questions);
    expect(items[1].sources[0]).toMatchObject({ n: 1, articleId: 'tooth-resorption-cats' });
    expect(items[1].sources[0].references.map((r: { publisher: string }) => r.publisher)).toContain('AVDC');
    const times = items.map((item: { createdAt: string }) => item.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it('streams the answer as events whose text is the stored answer', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    const response = await ask(t.app, member.cookie, 'Why does my dog have bad breath?', true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseSse(response.body);
    expect(events[0]).toMatchObject({ type: 'start', isEmergency: false });
    expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThan(3);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    expect(streamedText(events)).toBe(done.message.response);
    expect(done.message.sources[0]?.articleId).toBe('bad-breath');
  });

  it('puts see-a-vet-now first for an emergency and flags it', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    const response = await ask(t.app, member.cookie, 'My dog’s gums are very pale and he collapsed');
    const body = response.json();
    expect(body).toMatchObject({ isEmergency: true, answeredBy: 'safety' });
    expect(body.response.startsWith('This could be an emergency. Please see a vet now.')).toBe(true);
    expect(body.response).toContain('use the Find a vet now button below');
    expect(body.response).not.toContain('/find-vets');
    expect(body.response.endsWith(CHAT_DISCLAIMER)).toBe(true);
  });

  it('knows the member’s scans: "is it getting better?" compares them', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    await seedScan(
      t.db,
      { userId: member.userId },
      {
        gingival_index: 2,
        created_at: '2026-10-01T10:00:00.000Z',
        readings: JSON.stringify({ gingivitisProbability: 0.8, calculusProbability: 0.6 }),
      },
    );
    await seedScan(
      t.db,
      { userId: member.userId },
      {
        gingival_index: 1,
        created_at: '2026-10-29T10:00:00.000Z',
        readings: JSON.stringify({ gingivitisProbability: 0.6, calculusProbability: 0.6 }),
      },
    );
    await seedScan(
      t.db,
      { userId: member.userId },
      { status: 'unclear', created_at: '2026-11-02T10:00:00.000Z' },
    );
    const other = await signUpPlusMember(t.app, t.db);
    await seedScan(
      t.db,
      { userId: other.userId },
      {
        gingival_index: 3,
        created_at: '2026-11-05T10:00:00.000Z',
        readings: JSON.stringify({ gingivitisProbability: 0.95, calculusProbability: 0.6 }),
      },
    );

    const body = (await ask(t.app, member.cookie, 'Is it getting better?')).json();
    // The year shows only when the scans are not from this year.
    expect(body.response).toMatch(/^Your latest scan, on 29 October(?: 2026)?, read/);
    expect(body.response).toMatch(
      /Compared with the scan before it, on 1 October(?: 2026)? \(28 days earlier\):/,
    );
    expect(body.response).toContain(
      '- Gum inflammation (gingival index): went down from 2 to 1, which is better.',
    );
  });
});

describe('history and privacy', () => {
  it('deletes only the member’s own history', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    const other = await signUpPlusMember(t.app, t.db);
    await ask(t.app, member.cookie, 'What is tartar?');
    await ask(t.app, other.cookie, 'What is gingivitis?');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/chat',
      headers: { cookie: member.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/chat', headers: { cookie: member.cookie } })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/chat', headers: { cookie: other.cookie } })).json()).toHaveLength(
      1,
    );
  });

  it('erases the chat with the account', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    await ask(t.app, member.cookie, 'What is tartar?');
    await t.db
      .insertInto('chat_token_usage')
      .values({ user_id: member.userId, day: '2026-11-23', tokens: 10 })
      .execute();
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: member.cookie },
      payload: { password: 'secret-pass' },
    });
    expect(response.statusCode).toBe(204);
    const chat = await t.db
      .selectFrom('chat_messages')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    const usage = await t.db
      .selectFrom('chat_token_usage')
      .select('day')
      .where('user_id', '=', member.userId)
      .execute();
    expect(chat).toEqual([]);
    expect(usage).toEqual([]);
  });
});

describe('rate limit', () => {
  it('limits questions per member per minute', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CHAT_PER_MINUTE: '2' });
    try {
      const member = await signUpPlusMember(limited.app, limited.db);
      const other = await signUpPlusMember(limited.app, limited.db);
      expect((await ask(limited.app, member.cookie, 'What is tartar?')).statusCode).toBe(201);
      expect((await ask(limited.app, member.cookie, 'What is tartar?', true)).statusCode).toBe(200);
      const third = await ask(limited.app, member.cookie, 'What is tartar?');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      expect((await ask(limited.app, other.cookie, 'What is tartar?')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
