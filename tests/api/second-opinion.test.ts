import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdvancedAnalysis } from '#common/contracts/pets.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { healthyMouth, setPlan, uploadScan } from './scans-support.ts';

/**
 * A local OpenAI-compatible endpoint stands in for the vision model (no network): each test
 * sets how it answers. Requests are recorded so the tests can check what was sent.
 */
type Mode = (call: number) => { delayMs?: number; content?: string; status?: number };
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
  if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
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
    VISION_TIMEOUT_MS: '400',
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
  for (let i = 0; i < 100; i++) {
    const analysis = await analysisOf(scanId, cookie);
    if (analysis.secondOpinion?.state !== 'pending') return analysis;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('second opinion never settled');
}

describe('second opinion from a vision model', () => {
  it('answers the scan at once, then joins the second opinion, says where they disagree and shows the more cautious urgency', async () => {
    requests.length = 0;
    mode = () => ({ content: JSON.stringify(SECOND_OPINION), delayMs: 150 });
    const { cookie, scan } = await plusScan();
    expect((await analysisOf(scan.id, cookie)).secondOpinion?.state).toBe('pending');
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
    mode = (call) =>
      call === 1
        ? { delayMs: 1_500, content: '{}' }
        : { content: JSON.stringify({ ...SECOND_OPINION, severity: 'normal', status: 'healthy' }) };
    const { cookie, scan } = await plusScan();
    const analysis = await settled(scan.id, cookie);
    expect(analysis.secondOpinion?.state).toBe('ready');
    expect(requests).toHaveLength(2);
    // The model is less worried: our urgency stands.
    expect(analysis.shownSeverity).toBe(scan.severity);
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
