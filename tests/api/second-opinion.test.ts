import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdvancedAnalysis } from '#common/contracts/pets.ts';
import { createLocalStorage } from '#server/adapters/storage/local-storage.ts';
import { createVisionClient } from '#server/adapters/vision/vision-client.ts';
import { findSecondOpinion } from '#server/db/repositories/second-opinions.ts';
import { findUserById } from '#server/db/repositories/users.ts';
import { runSecondOpinionJobs } from '#server/jobs/second-opinion-worker.ts';
import { requestSecondOpinion } from '#server/services/second-opinion/request-second-opinion.ts';
import { createHold, type Hold } from '../setup/hold.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { healthyMouth, setPlan, uploadScan } from './scans-support.ts';

/**
 * A local OpenAI-compatible endpoint stands in for the vision model (no network): each test
 * sets how it answers, and may hold an answer until the test releases it (never a fixed delay).
 * Requests are recorded so the tests can check what was sent.
 */
type Mode = (call: number) => { hold?: Hold; content?: string; status?: number };
let mode: Mode = () => ({ content: '{}' });
const requests: { body: Record<string, unknown>; auth: string | undefined }[] = [];
let server: Server;
let t: TestApp;

const SECOND_OPINION = {
  status: 'pale',
  severity: 'urgent',
  gingivalIndex: 1,
  calculusIndex: 0,
  findings: ['Pale gum margin above the upper canine'],
  summary: 'The gums look paler than normal. Please see a vet today.',
};

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'vision-test',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  requests.push({ body: JSON.parse(Buffer.concat(chunks).toString()), auth: req.headers.authorization });
  const answer = mode(requests.length);
  await answer.hold?.arrive();
  if (res.destroyed) return;
  res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer.status ? { error: { message: 'boom' } } : completion(answer.content ?? '')));
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    VISION_API_BASE_URL: `http://127.0.0.1:${port}/v1`,
    VISION_API_KEY: 'test-key',
    VISION_MODEL: 'vision-test',
    // Far beyond a local answer on a busy machine: only a call the test holds open times out.
    VISION_TIMEOUT_MS: '3000',
    VISION_RETRY_DELAY_MS: '0',
  });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function plusScan() {
  const member = await signUpUser(t.app);
  await setPlan(t.db, member.userId, 'plus_active');
  const scan = await uploadScan(t.app, { data: await healthyMouth() }, member.cookie);
  expect(scan.statusCode).toBe(201);
  return { cookie: member.cookie, scan: scan.json() as { id: string; severity: string; status: string } };
}

async function analysisOf(scanId: string, cookie: string) {
  const response = await t.app.inject({ url: `/api/scans/${scanId}/analysis`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return ZAdvancedAnalysis.parse(response.json());
}

/** Polls like the web does until the second opinion is no longer pending. */
async function settled(scanId: string, cookie: string) {
  for (let i = 0; i < 200; i++) {
    const analysis = await analysisOf(scanId, cookie);
    if (analysis.secondOpinion?.state !== 'pending') return analysis;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('second opinion never settled');
}

describe('second opinion from a vision model', () => {
  it('answers the scan at once, then joins the second opinion, says where they disagree and shows the more cautious urgency', async () => {
    requests.length = 0;
    const answer = createHold();
    mode = () => ({ content: JSON.stringify(SECOND_OPINION), hold: answer });
    const { cookie, scan } = await plusScan();
    await answer.reached;
    expect((await analysisOf(scan.id, cookie)).secondOpinion?.state).toBe('pending');
    answer.release();
    const analysis = await settled(scan.id, cookie);
    expect(analysis.mode).toBe('second_opinion');
    expect(analysis.secondOpinion).toMatchObject({
      state: 'ready',
      model: 'vision-test',
      report: SECOND_OPINION,
    });
    expect(analysis.shownSeverity).toBe('urgent');
    expect(analysis.secondOpinion?.disagreements.join(' ')).toMatch(/more cautious one: urgent/);

    expect(requests).toHaveLength(1);
    expect(requests[0].auth).toBe('Bearer test-key');
    expect(requests[0].body).toMatchObject({
      model: 'vision-test',
      response_format: { type: 'json_object' },
    });
    expect(JSON.stringify(requests[0].body)).toContain('data:image/jpeg;base64,');
  });

  it('retries output that is not valid JSON or breaks the contract, then gives up and keeps our result', async () => {
    requests.length = 0;
    mode = (call) => ({
      content:
        call === 1
          ? 'Sure! Here is my view: gums look fine.'
          : JSON.stringify({ ...SECOND_OPINION, severity: 'mild' }),
    });
    const { cookie, scan } = await plusScan();
    const analysis = await settled(scan.id, cookie);
    expect(analysis.secondOpinion).toMatchObject({ state: 'failed', report: null });
    expect(analysis.shownSeverity).toBe(scan.severity);
    expect(requests).toHaveLength(3);
    const job = await t.db
      .selectFrom('second_opinions')
      .selectAll()
      .where('scan_id', '=', scan.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(job.last_error).toMatch(/InvalidModelOutputError/);
  });

  it('gives up on a call that times out and succeeds on the retry', async () => {
    requests.length = 0;
    // The first call is never answered while the test runs, so it times out on any machine.
    const neverAnswered = createHold();
    mode = (call) =>
      call === 1
        ? { hold: neverAnswered, content: '{}' }
        : { content: JSON.stringify({ ...SECOND_OPINION, severity: 'normal', status: 'healthy' }) };
    try {
      const { cookie, scan } = await plusScan();
      const analysis = await settled(scan.id, cookie);
      expect(analysis.secondOpinion?.state).toBe('ready');
      expect(requests).toHaveLength(2);
      // The model is less worried: our urgency stands.
      expect(analysis.shownSeverity).toBe(scan.severity);
    } finally {
      neverAnswered.release();
    }
  });

  it('queues nothing for a Starter member', async () => {
    const member = await signUpUser(t.app);
    const scan = await uploadScan(t.app, { data: await healthyMouth() }, member.cookie);
    const job = await t.db
      .selectFrom('second_opinions')
      .selectAll()
      .where('scan_id', '=', scan.json().id)
      .executeTakeFirst();
    expect(job).toBeUndefined();
  });
});

describe('stopping the second-opinion worker', () => {
  // An app without a vision model runs no worker, so only the run under test can claim its jobs.
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await createTestApp();
  });
  afterAll(async () => {
    await quiet.close();
  });

  /** A Plus member's scan with its photo stored, queued as the scan route queues it, `ageMs` ago. */
  async function queuedScan(ageMs: number) {
    const member = await signUpUser(quiet.app);
    await setPlan(quiet.db, member.userId, 'plus_active');
    const status = 'healthy';
    const scan = await seedScan(quiet.db, { userId: member.userId }, { status });
    await photos().put(scan.image_key!, await healthyMouth(), 'image/jpeg');
    const isQueued = await requestSecondOpinion({
      db: quiet.db,
      // The vision-model app's config: the service queues only when a model is configured.
      config: t.config,
      user: (await findUserById(quiet.db, member.userId))!,
      scanId: scan.id,
      scanStatus: status,
      now: new Date(Date.now() - ageMs),
    });
    expect(isQueued).toBe(true);
    return scan.id;
  }

  function photos() {
    if (quiet.config.storage.driver !== 'local') throw new Error('tests store photos locally');
    return createLocalStorage(quiet.config.storage.dir);
  }

  it('claims no further job once stopped: the one in hand finishes, the rest stay queued', async () => {
    requests.length = 0;
    const first = await queuedScan(2_000);
    const second = await queuedScan(1_000);
    const answer = createHold();
    mode = (call) => ({ content: JSON.stringify(SECOND_OPINION), hold: call === 1 ? answer : undefined });
    const stopClaiming = new AbortController();
    const run = runSecondOpinionJobs({
      db: quiet.db,
      storage: photos(),
      vision: await createVisionClient({ ...t.config.vision, baseUrl: t.config.vision.baseUrl! }),
      timeoutMs: t.config.vision.timeoutMs,
      retryDelayMs: 0,
      log: quiet.app.log,
      stopClaiming: stopClaiming.signal,
    });
    await answer.reached;
    stopClaiming.abort();
    answer.release();

    const processed = await run;
    expect(await findSecondOpinion(quiet.db, first)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await findSecondOpinion(quiet.db, second)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(requests).toHaveLength(1);
    expect(processed).toBe(1);
  });
});
