import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TChatMessage } from '#common/contracts/chat.ts';
import { parseSse, signUpPlusMember } from '../setup/chat-support.ts';
import { type MockChatProvider, startMockChatProvider } from '../setup/mock-chat-provider.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { addPet } from './pets-support.ts';

/** The chat knows the pet asked about (docs/product-rules.md#dental-chat): the model's prompt and the built-in guide. */
let provider: MockChatProvider;
let withModel: TestApp;
let guideOnly: TestApp;
beforeAll(async () => {
  provider = await startMockChatProvider();
  withModel = await createTestApp({
    CHAT_API_BASE_URL: provider.baseUrl,
    CHAT_API_KEY: 'test-key',
    CHAT_MODEL: 'test-model',
    CHAT_TIMEOUT_MS: '2000',
    CHAT_MAX_RETRIES: '1',
    CHAT_DAILY_TOKENS: '100000',
  });
  guideOnly = await createTestApp();
});
afterAll(async () => {
  await withModel.close();
  await guideOnly.close();
  await provider.close();
});
beforeEach(() => {
  provider.requests.length = 0;
  provider.behave({ kind: 'answer', text: 'Brush daily [1].', totalTokens: 50 });
});

function askAbout(app: FastifyInstance, cookie: string, message: string, petId?: string, stream = false) {
  return app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { cookie, ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload: petId === undefined ? { message } : { message, petId },
  });
}

/** The stored chances of a scan graded at these indices: a value inside each index's range. */
const chancesAt = (gingival: number, calculus: number) => {
  const chance = [0.2, 0.6, 0.8, 0.95];
  return JSON.stringify({ gingivitisProbability: chance[gingival], calculusProbability: chance[calculus] });
};

const systemPrompt = () => provider.requests.at(-1)?.messages[0]?.content ?? '';

/** A Plus member with a 9-year-old cat and a dog, each with its own scans, and one scan of no pet. */
async function memberWithTwoPets(t: TestApp) {
  const member = await signUpPlusMember(t.app, t.db);
  const biscuit = (
    await addPet(t.app, member.cookie, { name: 'Biscuit', species: 'cat', breed: 'Maine Coon', ageYears: 9 })
  ).json();
  const rex = (await addPet(t.app, member.cookie, { name: 'Rex', species: 'dog' })).json();
  const seed = (petId: string | null, createdAt: string, gingival: number) =>
    seedScan(
      t.db,
      { userId: member.userId },
      {
        pet_id: petId,
        created_at: createdAt,
        gingival_index: gingival,
        calculus_index: 1,
        readings: chancesAt(gingival, 1),
      },
    );
  await seed(biscuit.id, '2026-10-05T08:00:00.000Z', 2);
  await seed(biscuit.id, '2026-10-19T08:00:00.000Z', 1);
  await seed(rex.id, '2026-11-07T08:00:00.000Z', 3);
  await seed(null, '2026-11-09T08:00:00.000Z', 0);
  return { member, biscuit, rex };
}

describe('the model’s prompt', () => {
  it('names the picked pet with species, breed and age, and carries only that pet’s scans', async () => {
    const { member, biscuit } = await memberWithTwoPets(withModel);
    const response = await askAbout(withModel.app, member.cookie, 'How do I brush her teeth?', biscuit.id);
    expect(response.statusCode).toBe(201);
    expect((response.json() as TChatMessage).answeredBy).toBe('model');
    const prompt = systemPrompt();
    expect(prompt).toContain('Pet: Biscuit, a 9-year-old cat (Maine Coon).');
    expect(prompt).toMatch(
      /PawSmile photo scans of Biscuit[^\n]*\n- 19 October 2026 at [^\n]*gingival index\) 1 of 3[^\n]*\n- 5 October 2026 at [^\n]*gingival index\) 2 of 3/,
    );
    expect(prompt).not.toContain('7 November 2026');
    expect(prompt).not.toContain('9 November 2026');
  });

  it('uses the only pet when none is picked, and no pet (all scans) when there are several', async () => {
    const single = await signUpPlusMember(withModel.app, withModel.db);
    const pet = (await addPet(withModel.app, single.cookie, { name: 'Pepper', species: 'dog' })).json();
    await seedScan(
      withModel.db,
      { userId: single.userId },
      { pet_id: pet.id, created_at: '2026-11-01T08:00:00.000Z' },
    );
    await askAbout(withModel.app, single.cookie, 'How do I brush his teeth?');
    expect(systemPrompt()).toContain('Pet: Pepper, a dog.');
    expect(systemPrompt()).toContain('Age: not given.');
    expect(systemPrompt()).toContain('- 1 November 2026 at 08:00 UTC: ');

    const { member } = await memberWithTwoPets(withModel);
    await askAbout(withModel.app, member.cookie, 'How do I brush their teeth?');
    expect(systemPrompt()).toContain('Pet: not specified (dog or cat).');
    for (const day of ['9 November 2026', '7 November 2026', '19 October 2026', '5 October 2026']) {
      expect(systemPrompt()).toContain(`- ${day} at `);
    }
  });
});

describe('whose pet', () => {
  it('answers 404 for another member’s pet or an unknown one, in both forms, without asking the model or storing', async () => {
    const { rex } = await memberWithTwoPets(withModel);
    const stranger = await signUpPlusMember(withModel.app, withModel.db);
    for (const petId of [rex.id, 'no-such-pet']) {
      for (const stream of [false, true]) {
        const response = await askAbout(
          withModel.app,
          stranger.cookie,
          'Is it getting better?',
          petId,
          stream,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Pet not found.' });
      }
    }
    expect(provider.requests).toHaveLength(0);
    const stored = await withModel.db
      .selectFrom('chat_messages')
      .select('id')
      .where('user_id', '=', stranger.userId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a blank or over-long pet id as invalid input', async () => {
    const member = await signUpPlusMember(withModel.app, withModel.db);
    for (const petId of ['  ', 'x'.repeat(65)]) {
      const response = await askAbout(withModel.app, member.cookie, 'How do I brush?', petId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('the built-in guide', () => {
  it('names the pet when asked "is it getting better?" and compares only its scans', async () => {
    const { member, biscuit, rex } = await memberWithTwoPets(guideOnly);
    const response = await askAbout(guideOnly.app, member.cookie, 'Is it getting better?', biscuit.id, true);
    const done = parseSse(response.body).at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    expect(done.message.answeredBy).toBe('local');
    // The year shows only when the scans are not from this year.
    expect(done.message.response).toMatch(/^Biscuit’s latest scan, on 19 October(?: 2026)?, read/);
    expect(done.message.response).toMatch(
      /Compared with the scan before it, on 5 October(?: 2026)? \(14 days earlier\):/,
    );
    expect(done.message.response).toContain('went down from 2 to 1, which is better');
    expect(done.message.response).toContain('So Biscuit’s teeth and gums look better than on 5 October');

    const forRex = (await askAbout(guideOnly.app, member.cookie, 'Is it getting better?', rex.id)).json();
    expect(forRex.response).toMatch(/^Rex’s latest scan, on 7 November(?: 2026)?, read/);
    expect(forRex.response).toContain('It is Rex’s only scan so far, and one scan cannot show a trend');
  });

  it('reads the whole history: the real first scan, a named month, every pet, and the other pet named', async () => {
    const { member, rex } = await memberWithTwoPets(guideOnly);
    const seedRex = (createdAt: string, gingival: number, calculus: number) =>
      seedScan(
        guideOnly.db,
        { userId: member.userId },
        { pet_id: rex.id, created_at: createdAt, gingival_index: gingival, calculus_index: calculus },
      );
    // Seven graded scans of Rex besides the one on 7 November, the oldest in October 2025.
    await seedRex('2025-10-10T09:00:00.000Z', 3, 3);
    await seedRex('2026-03-15T09:00:00.000Z', 1, 3);
    await seedRex('2026-07-20T09:00:00.000Z', 1, 2);
    for (const day of ['2026-11-20T09:00:00.000Z', '2026-11-20T18:00:00.000Z', '2026-11-21T09:00:00.000Z'])
      await seedRex(day, 1, 1);
    await seedRex('2026-11-22T09:00:00.000Z', 0, 1);
    const ask = async (question: string, petId?: string) =>
      (await askAbout(guideOnly.app, member.cookie, question, petId)).json().response as string;

    const first = await ask('When was Rex’s first scan and how has tartar changed since then?', rex.id);
    expect(first).toContain('Since Rex’s first scan here, on 10 October 2025:');
    expect(first).toContain('tartar went down from 3 to 1');

    const october = await ask('How did his gums look in October last year compared with now?', rex.id);
    expect(october).toContain('In October 2025 Rex had one scan:');

    const everyPet = await ask('Is it getting better?');
    expect(everyPet).toMatch(/^You have 2 pets/);
    expect(everyPet).toContain('Biscuit (cat):\nBiscuit’s latest scan, on 19 October');
    expect(everyPet).toContain('Rex (dog):\nRex’s latest scan, on 22 November');

    const other = await ask('Are Biscuit’s gums getting better?', rex.id);
    expect(other).toMatch(/^You asked about Biscuit, so this is about Biscuit, not Rex\./);
    expect(other).toContain('Biscuit’s latest scan, on 19 October');
  });
});
