import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZScanList } from '#common/contracts/scans.ts';
import { STARTER_HISTORY_LIMIT } from '#common/plans.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, DB_KIND, signUpUser, type TestApp } from '../setup/test-app.ts';
import { addPet } from './pets-support.ts';
import { setPlan } from './scans-support.ts';

/**
 * The scan-list `before` cursor is the client's to send, so it is hostile until checked
 * (docs/product-rules.md#plans-and-quotas).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const cursorOf = (text: string | Buffer) => Buffer.from(text).toString('base64url');
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

/** `count` scans on consecutive days from 2026-01-01, returned newest first (the list's order). */
async function seedDays(userId: string, count: number, petId: string | null = null): Promise<ScanRow[]> {
  const rows: ScanRow[] = [];
  for (let day = 1; day <= count; day++) {
    const createdAt = `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;
    rows.push(await seedScan(t.db, { userId }, { created_at: createdAt, pet_id: petId }));
  }
  return rows.reverse();
}

describe('the scan-list cursor, hand-made, for Starter and Plus', () => {
  it('never shows a Starter member more than their latest scans, whatever cursor they make', async () => {
    const member = await signUpUser(t.app);
    const newestFirst = await seedDays(member.userId, 8);
    const visible = newestFirst.slice(0, STARTER_HISTORY_LIMIT).map((scan) => scan.id);
    const hidden = new Set(newestFirst.slice(STARTER_HISTORY_LIMIT).map((scan) => scan.id));

    // Cursors a client can make by hand: at each visible scan, at each hidden one, and past them all.
    const cursors = [
      ...newestFirst.map((scan) => cursorOf(`${scan.created_at}|${scan.id}`)),
      cursorOf(`2026-01-06T10:00:00.000Z|${'f'.repeat(36)}`),
      cursorOf('2099-01-01T00:00:00.000Z|ffffffff-ffff-ffff-ffff-ffffffffffff'),
    ];
    for (const before of cursors) {
      const response = await get(`/api/scans?limit=50&before=${before}`, member.cookie);
      expect(response.statusCode).toBe(200);
      const page = ZScanList.parse(response.json());
      expect(page.historyLimit).toBe(STARTER_HISTORY_LIMIT);
      expect(page.nextBefore).toBeNull();
      for (const scan of page.scans) expect(hidden.has(scan.id)).toBe(false);
      expect(page.scans.length).toBeLessThanOrEqual(STARTER_HISTORY_LIMIT);
    }
    // Without a cursor: exactly the latest ones; a cursor inside them pages within them only.
    const first = ZScanList.parse((await get('/api/scans?limit=50', member.cookie)).json());
    expect(first.scans.map((scan) => scan.id)).toEqual(visible);
    const second = newestFirst[1];
    const within = ZScanList.parse(
      (
        await get(
          `/api/scans?limit=50&before=${cursorOf(`${second.created_at}|${second.id}`)}`,
          member.cookie,
        )
      ).json(),
    );
    expect(within.scans.map((scan) => scan.id)).toEqual(visible.slice(2));
  });

  it('lets Plus page through the whole history with the same cursors', async () => {
    const member = await signUpUser(t.app);
    await setPlan(t.db, member.userId, 'plus_active');
    const newestFirst = await seedDays(member.userId, 5);
    const third = newestFirst[2];
    const page = ZScanList.parse(
      (
        await get(`/api/scans?limit=50&before=${cursorOf(`${third.created_at}|${third.id}`)}`, member.cookie)
      ).json(),
    );
    expect(page.scans.map((scan) => scan.id)).toEqual(newestFirst.slice(3).map((scan) => scan.id));
  });
});

describe(`a cursor with NUL (${DB_KIND})`, () => {
  const hostile = [
    ['a lone NUL', cursorOf('\u0000')],
    ['a NUL as the id', cursorOf('2026-01-02T10:00:00.000Z|\u0000')],
    ['a NUL inside the id', cursorOf('2026-01-02T10:00:00.000Z|abc\u0000def')],
    ['a NUL after the time', cursorOf('2026-01-02T10:00:00.000Z\u0000|abc')],
    ['bytes that are not UTF-8', cursorOf(Buffer.from([0xff, 0xfe, 0x7c, 0xc3, 0x28]))],
    ['no id', cursorOf('2026-01-02T10:00:00.000Z|')],
    ['a time that is not one', cursorOf('yesterday|abc')],
    ['a time in another form', cursorOf('2026-01-02 10:00|abc')],
    ['an impossible date', cursorOf('2026-02-31T10:00:00.000Z|abc')],
    ['three parts', cursorOf('2026-01-02T10:00:00.000Z|abc|def')],
    ['an id with SQL in it', cursorOf("2026-01-02T10:00:00.000Z|x' or '1'='1")],
    ['characters outside base64url', 'AAAA!!!AAAA'],
    ['padding', `${cursorOf('2026-01-02T10:00:00.000Z|abc')}==`],
  ] as const;

  it.each(hostile)(
    'answers 400 INVALID_CURSOR to %s, for Starter and Plus, on both lists',
    async (_name, before) => {
      const starter = await signUpUser(t.app);
      await seedDays(starter.userId, 2);
      const plus = await signUpUser(t.app);
      await setPlan(t.db, plus.userId, 'plus_active');
      const pet = (await addPet(t.app, plus.cookie)).json() as { id: string };
      await seedDays(plus.userId, 2, pet.id);
      const before_ = encodeURIComponent(before);
      for (const [url, cookie] of [
        [`/api/scans?before=${before_}`, starter.cookie],
        [`/api/scans?before=${before_}`, plus.cookie],
        [`/api/pets/${pet.id}/scans?before=${before_}`, plus.cookie],
      ] as const) {
        const response = await get(url, cookie);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({ code: 'INVALID_CURSOR' });
        expect(response.json().message).toMatch(/cursor/i);
      }
    },
  );
});
