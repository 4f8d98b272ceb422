import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisPool, type TAnalysisPool } from '#server/adapters/analysis/analysis-pool.ts';
import { createHold, type Hold } from '../setup/hold.ts';
import { createTestApp, DB_KIND, signUpUser, type TestApp } from '../setup/test-app.ts';
import { healthyMouth, uploadScan } from './scans-support.ts';

/** GET /metrics, in Prometheus's text format, behind METRICS_TOKEN (README.md#metrics). */
const TOKEN = '6f1c0e9a4b7d2f8e3a5c1b9d7e2f4a6c8b0d3e5f7a9c1e3b';
const AUTH = { authorization: `Bearer ${TOKEN}` };

/** Holds the next scan in the analysis pool until released. */
let hold: Hold | undefined;
const realPool = createAnalysisPool({ threads: 1, timeoutMs: 10_000 });
const pool: TAnalysisPool = {
  analyse: (photo) => realPool.analyse(photo),
  async scan(bytes, options) {
    await hold?.arrive();
    return realPool.scan(bytes, options);
  },
  locate: (bytes) => realPool.locate(bytes),
  close: () => realPool.close(),
};

/** The value of one series (all its labels given), or undefined when the scrape does not carry it. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    const isSame =
      Object.keys(found).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, value]) => found[key] === value);
    if (isSame) return Number(match[3]);
  }
  return undefined;
}

async function scrape(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: AUTH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    // A budget of 1 MB, so a second upload beside a held one is refused.
    { METRICS_TOKEN: TOKEN, MAX_UPLOAD_MB: '1', UPLOADS_IN_FLIGHT_MB: '1' },
    { overrides: { analysisPool: pool } },
  );
});
afterAll(async () => {
  await t.close();
  await realPool.close();
});

describe('GET /metrics after a scan', () => {
  it('counts the scan: its requests by route pattern and status, its analysis stages and queue wait', async () => {
    const member = await signUpUser(t.app);
    const before = await scrape(t.app);
    const scanRoute = { method: 'POST', route: '/api/scans', status: '201' };
    const scanned = await uploadScan(t.app, { data: await healthyMouth() }, member.cookie);
    expect(scanned.statusCode).toBe(201);
    const { id } = scanned.json();
    expect(
      (await t.app.inject({ url: `/api/scans/${id}`, headers: { cookie: member.cookie } })).statusCode,
    ).toBe(200);

    const after = await scrape(t.app);
    const moved = (name: string, labels: Record<string, string> = {}) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(moved('pawsmile_http_requests_total', scanRoute)).toBe(1);
    expect(moved('pawsmile_http_request_duration_seconds_count', scanRoute)).toBe(1);
    expect(moved('pawsmile_scan_stage_duration_seconds_count', { stage: 'decode' })).toBe(1);
    expect(moved('pawsmile_scan_stage_duration_seconds_count', { stage: 'analyse' })).toBe(1);
    expect(moved('pawsmile_scan_stage_duration_seconds_sum', { stage: 'analyse' })).toBeGreaterThan(0);
    expect(moved('pawsmile_analysis_queue_wait_seconds_count')).toBe(1);
    // The route's pattern, never the URL: one series for every scan id.
    expect(
      sample(after, 'pawsmile_http_requests_total', {
        method: 'GET',
        route: '/api/scans/:id',
        status: '200',
      }),
    ).toBe(1);
    expect(after).not.toContain(id);
    expect(sample(after, 'pawsmile_analysis_threads')).toBe(t.config.analysis.threads);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('shows a photo in flight while it is analysed, and counts the upload the full budget refused with 503', async () => {
    const member = await signUpUser(t.app);
    const before = await scrape(t.app);
    hold = createHold();
    const held = uploadScan(t.app, { data: await healthyMouth() }, member.cookie);
    await hold.reached;

    const during = await scrape(t.app);
    expect(sample(during, 'pawsmile_analysis_tasks_in_flight')).toBe(1);
    expect(sample(during, 'pawsmile_upload_bytes_in_flight')).toBeGreaterThan(0);
    expect(sample(during, 'pawsmile_upload_budget_bytes')).toBe(1024 * 1024);
    const refused = await uploadScan(t.app, { data: Buffer.alloc(1024 * 1024 - 4096, 1) }, member.cookie);
    expect(refused.statusCode).toBe(503);

    hold.release();
    hold = undefined;
    expect((await held).statusCode).toBe(201);
    const after = await scrape(t.app);
    expect(sample(after, 'pawsmile_analysis_tasks_in_flight')).toBe(0);
    expect(sample(after, 'pawsmile_upload_bytes_in_flight')).toBe(0);
    expect(
      (sample(after, 'pawsmile_upload_refusals_total') ?? 0) -
        (sample(before, 'pawsmile_upload_refusals_total') ?? 0),
    ).toBe(1);
    expect(
      sample(after, 'pawsmile_http_requests_total', { method: 'POST', route: '/api/scans', status: '503' }),
    ).toBe(1);
  });

  it('counts failed logins and the attempts the login throttle refused', async () => {
    const { email } = await signUpUser(t.app);
    const statuses: number[] = [];
    // Past the account's free attempts and its slow lane, a stranger's next guess is refused.
    for (let i = 0; i < 8; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    const after = await scrape(t.app);
    expect(sample(after, 'pawsmile_login_throttle_events_total', { event: 'failure' })).toBe(
      statuses.filter((status) => status === 401).length,
    );
    expect(sample(after, 'pawsmile_login_throttle_events_total', { event: 'refused_account' })).toBe(
      statuses.filter((status) => status === 429).length,
    );
  });

  it('reads the outbox backlog and its oldest age, second-opinion jobs by state and the database pool', async () => {
    const member = await signUpUser(t.app);
    const scanned = await uploadScan(t.app, { data: await healthyMouth() }, member.cookie);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const nextYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString();
    const before = await scrape(t.app);
    // Claimed by "another dispatcher" until next year, so this app's dispatcher leaves it alone.
    await t.db
      .insertInto('outbox_emails')
      .values({
        id: 'metrics-mail',
        to_address: 'owner@example.com',
        subject: 'Held',
        body_text: 'Held',
        kind: 'test',
        status: 'sending',
        attempts: 1,
        last_error: null,
        dedupe_key: null,
        claimed_until: nextYear,
        created_at: hourAgo,
        sent_at: null,
        user_id: null,
        list_unsubscribe_url: null,
      })
      .execute();
    await t.db
      .insertInto('second_opinions')
      .values({
        scan_id: scanned.json().id,
        status: 'queued',
        attempts: 0,
        model: 'test',
        run_after: nextYear,
        claimed_until: null,
        result: null,
        last_error: null,
        created_at: hourAgo,
        updated_at: hourAgo,
      })
      .execute();

    const after = await scrape(t.app);
    expect(
      (sample(after, 'pawsmile_outbox_backlog') ?? 0) - (sample(before, 'pawsmile_outbox_backlog') ?? 0),
    ).toBe(1);
    expect(sample(after, 'pawsmile_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(60 * 60);
    expect(sample(after, 'pawsmile_second_opinion_jobs', { state: 'queued' })).toBe(1);
    expect(sample(after, 'pawsmile_second_opinion_jobs', { state: 'done' })).toBe(0);
    if (DB_KIND === 'postgres') {
      expect(sample(after, 'pawsmile_db_pool_connections', { state: 'max' })).toBe(10);
      expect(sample(after, 'pawsmile_db_pool_connections', { state: 'open' })).toBeGreaterThan(0);
      // Queries wait while the scrape's own reads open connections, so only its presence is fixed.
      expect(sample(after, 'pawsmile_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    } else {
      // SQLite is one connection inside the process: there is no pool to report.
      expect(after).not.toContain('pawsmile_db_pool_');
    }
  });

  it('labels requests no route matched as unmatched, never by their URL', async () => {
    await t.app.inject({ method: 'GET', url: '/no-such-page-4f2a' });
    const after = await scrape(t.app);
    expect(
      sample(after, 'pawsmile_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBe(1);
    expect(after).not.toContain('no-such-page-4f2a');
  });
});

describe('who may read /metrics', () => {
  it('answers 401 without the token, with a wrong one or another scheme', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN.slice(0, -1)}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('pawsmile_');
    }
  });

  it('answers 404 when no METRICS_TOKEN is configured, whatever the request carries', async () => {
    const unconfigured = await createTestApp();
    try {
      const response = await unconfigured.app.inject({ method: 'GET', url: '/metrics', headers: AUTH });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    } finally {
      await unconfigured.close();
    }
  });

  it("keeps each app's counts in its own registry", async () => {
    const other = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      await other.app.inject({ method: 'GET', url: '/healthz' });
      const mine = await scrape(t.app);
      const theirs = await scrape(other.app);
      const health = { method: 'GET', route: '/healthz', status: '200' };
      expect(sample(theirs, 'pawsmile_http_requests_total', health)).toBe(1);
      expect(sample(mine, 'pawsmile_http_requests_total', health)).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
