import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as scrubStoredAnalytics } from '#server/db/migrations/2026-11-25T2301-analytics-props-scrub.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/events', payload: payload as object, headers });

describe('POST /api/events', () => {
  it('stores a batch of known events without personal data', async () => {
    const response = await send(
      {
        events: [
          { name: 'page_view', props: { path: '/pricing' } },
          { name: 'scan_completed', props: { severity: 'normal' } },
        ],
      },
      { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'test-agent' },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const rows = await t.db.selectFrom('analytics_events').selectAll().execute();
    expect(rows.map((r) => r.name).sort()).toEqual(['page_view', 'scan_completed']);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('203.0.113.9');
    expect(stored).not.toContain('127.0.0.1');
    expect(rows[0]?.visitor_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses unknown event names', async () => {
    const response = await send({ events: [{ name: 'credit_card_entered' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses properties that could carry personal data', async () => {
    for (const key of ['email', 'user_email', 'lat', 'owner_name']) {
      const response = await send({ events: [{ name: 'page_view', props: { [key]: 'x' } }] });
      expect(response.statusCode).toBe(400);
    }
  });

  it('accepts the properties the web sends, even when a word only contains a personal one', async () => {
    const response = await send({
      events: [
        { name: 'scan_shared', props: { platform: 'link' } },
        { name: 'scan_started', props: { method: 'upload', user_type: 'guest' } },
        { name: 'vet_referral_submitted', props: { urgency_level: 'high' } },
      ],
    });
    expect(response.statusCode).toBe(202);
  });

  it('refuses empty and oversized batches', async () => {
    expect((await send({ events: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 21 }, () => ({ name: 'page_view' }));
    expect((await send({ events: many })).statusCode).toBe(400);
  });

  it('accepts sendBeacon text/plain bodies and refuses broken ones', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ events: [{ name: 'landing_page_scan' }] }),
    });
    expect(ok.statusCode).toBe(202);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'text/plain' },
      payload: '{"events": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('INVALID_JSON');
  });

  it('stores nothing when the browser sends Do Not Track or Global Privacy Control', async () => {
    const before = (await t.db.selectFrom('analytics_events').select('id').execute()).length;
    expect((await send({ events: [{ name: 'page_view' }] }, { dnt: '1' })).json()).toEqual({ accepted: 0 });
    expect((await send({ events: [{ name: 'page_view' }] }, { 'sec-gpc': '1' })).json()).toEqual({
      accepted: 0,
    });
    const after = (await t.db.selectFrom('analytics_events').select('id').execute()).length;
    expect(after).toBe(before);
  });

  it('is rate limited', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await send({ events: [{ name: 'page_view' }] })).statusCode;
    expect(last).toBe(429);
  });
});

describe('analytics stores no e-mail addresses', () => {
  // Its own app: an empty table, and a rate-limit budget of its own.
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(async () => own.close());
  const storedProps = async () =>
    (await own.db.selectFrom('analytics_events').select('props').execute())
      .map((row) => row.props)
      .join('\n');
  const post = (events: unknown[]) =>
    own.app.inject({ method: 'POST', url: '/api/events', payload: { events } as object });

  it('refuses the reported event with a personal-data code and stores nothing of it', async () => {
    const before = await storedProps();
    const response = await post([{ name: 'page_view', props: { page: 'john.doe@example.com' } }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PERSONAL_DATA_REFUSED',
      message: 'Analytics never stores personal data: this looks like an e-mail address.',
      issues: [{ path: 'events.0.props.page' }],
    });
    expect(await storedProps()).toBe(before);
    expect(await storedProps()).not.toContain('john.doe');
  });

  it('refuses phone numbers and addresses in any property, and a whole batch that holds one', async () => {
    const response = await post([
      { name: 'scan_completed', props: { severity: 'normal' } },
      { name: 'scan_shared', props: { platform: '+1 (555) 123-4567' } },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PERSONAL_DATA_REFUSED');
    expect(await storedProps()).not.toContain('555');
  });

  it('refuses keys an event does not list and values outside their set', async () => {
    const unknownKey = await post([{ name: 'page_view', props: { page: '/pricing' } }]);
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('page'),
    });
    const badValue = await post([{ name: 'scan_started', props: { method: 'upload', user_type: 'admin' } }]);
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().issues[0].path).toBe('events.0.props.user_type');
  });

  it('stores a page path without its query string, fragment, address or ids', async () => {
    const response = await post([
      { name: 'page_view', props: { path: '/reset-password?email=john.doe@example.com&token=abc#x' } },
      { name: 'page_view', props: { path: '/u/john.doe@example.com' } },
      { name: 'page_view', props: { path: '/share/AbCdEfGhIjKlMnOpQrStUvWx' } },
    ]);
    expect(response.statusCode).toBe(202);
    const rows = await own.db
      .selectFrom('analytics_events')
      .select('props')
      .where('props', 'in', [
        JSON.stringify({ path: '/reset-password' }),
        JSON.stringify({ path: '/u/:email' }),
        JSON.stringify({ path: '/share/:id' }),
      ])
      .execute();
    expect(rows).toHaveLength(3);
    const stored = await storedProps();
    for (const secret of ['john.doe', 'example.com', 'token', 'AbCdEfGh'])
      expect(stored).not.toContain(secret);
  });

  it('scrubs the props of events stored before the allowlist, and leaves clean ones alone', async () => {
    const row = (id: string, name: string, props: string) => ({
      id,
      name,
      props,
      visitor_hash: null,
      is_signed_in: null,
      created_at: '2026-11-01T00:00:00.000Z',
    });
    await own.db
      .insertInto('analytics_events')
      .values([
        row('old-1', 'page_view', '{"page":"john.doe@example.com"}'),
        row('old-2', 'page_view', '{"path":"/reset-password?email=jane@example.org"}'),
        row('old-3', 'scan_started', '{"method":"upload","user_type":"guest","phone":"+1 555 123 4567"}'),
        row('old-4', 'scan_completed', '{"severity":"urgent"}'),
      ])
      .execute();
    await scrubStoredAnalytics(own.db as never);
    const rows = await own.db
      .selectFrom('analytics_events')
      .select(['id', 'props'])
      .where('id', 'like', 'old-%')
      .orderBy('id')
      .execute();
    expect(rows.map((stored) => stored.props)).toEqual([
      '{}',
      '{"path":"/reset-password"}',
      '{"method":"upload","user_type":"guest"}',
      '{"severity":"urgent"}',
    ]);
  });
});
