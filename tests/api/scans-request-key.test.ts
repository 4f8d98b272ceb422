import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZScanRequestState } from '#common/contracts/scan-requests.ts';
import { ZPendingUpload } from '#common/contracts/uploads.ts';
import { NO_RESULT } from '#server/db/repositories/scans.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { guestCookie, healthyMouth, setPlan, uploadScan } from './scans-support.ts';

/**
 * POST /api/scans with a request key, and GET /api/scans/requests/:key
 * (docs/product-rules.md#reload-during-analysis): the same key is the same scan and one quota unit;
 * only the caller who sent a key finds its scan.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GUEST_SCANS_PER_IP_PER_DAY: '1000' });
});
afterAll(async () => t.close());

async function uploadIdOf(cookie: string): Promise<string> {
  const response = await uploadScan(t.app, { data: await healthyMouth() }, cookie, '/api/uploads');
  expect(response.statusCode).toBe(201);
  return ZPendingUpload.parse(response.json()).uploadId;
}

const scanUpload = (cookie: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/scans', payload: body, headers: { cookie } });

const scanForm = async (cookie: string, requestKey: string) =>
  uploadScan(t.app, [{ field: 'requestKey', value: requestKey }, { data: await healthyMouth() }], cookie);

const askRequest = (cookie: string, key: string) =>
  t.app.inject({ method: 'GET', url: `/api/scans/requests/${key}`, headers: cookie ? { cookie } : {} });

async function scanRowsOf(owner: { guestId?: string; userId?: string }) {
  let query = t.db.selectFrom('scans').select(['id', 'request_key', 'counts_toward_quota']);
  query = owner.userId
    ? query.where('user_id', '=', owner.userId)
    : query.where('guest_id', '=', owner.guestId ?? '');
  return query.execute();
}

describe('a scan request key', () => {
  it('answers a guest’s retry with the same scan and no second use of the free scan', async () => {
    const guestId = `guest-${randomUUID()}`;
    const cookie = guestCookie(t.app, guestId);
    const requestKey = randomUUID();
    const uploadId = await uploadIdOf(cookie);
    const first = await scanUpload(cookie, { uploadId, requestKey });
    expect(first.statusCode).toBe(201);
    // The upload is used up, yet the retry names the scan it made.
    const retry = await scanUpload(cookie, { uploadId, requestKey });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(first.json().id);
    // The multipart form with the same key is the same request too.
    const asForm = await scanForm(cookie, requestKey);
    expect(asForm.statusCode).toBe(201);
    expect(asForm.json().id).toBe(first.json().id);
    expect(await scanRowsOf({ guestId })).toEqual([
      { id: first.json().id, request_key: requestKey, counts_toward_quota: 1 },
    ]);
    // A new key is a new scan: the free scan is used, once.
    const another = await scanUpload(cookie, {
      uploadId: await uploadIdOf(cookie),
      requestKey: randomUUID(),
    });
    expect(another.statusCode).toBe(403);
    expect(another.json().code).toBe('GUEST_LIMIT_EXCEEDED');
  });

  it('makes one scan of two requests with one key at once, as JSON and as the form', async () => {
    const { cookie, userId } = await signUpUser(t.app);
    // Plus: a second key may scan again, so only the key can make the twins one scan.
    await setPlan(t.db, userId, 'plus_active');
    const requestKey = randomUUID();
    const uploadId = await uploadIdOf(cookie);
    const answers = await Promise.all([
      scanUpload(cookie, { uploadId, requestKey }),
      scanUpload(cookie, { uploadId, requestKey }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[1].json().id).toBe(answers[0].json().id);

    const formKey = randomUUID();
    const forms = await Promise.all([scanForm(cookie, formKey), scanForm(cookie, formKey)]);
    expect(forms.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(forms[1].json().id).toBe(forms[0].json().id);
    const rows = await scanRowsOf({ userId });
    expect(rows.map((row) => row.request_key).sort()).toEqual([requestKey, formKey].sort());
  });

  it('answers a key naming a gone upload at once, so the web sends the photo itself', async () => {
    const cookie = guestCookie(t.app);
    const uploadId = await uploadIdOf(cookie);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${uploadId}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    const started = Date.now();
    const refused = await scanUpload(cookie, { uploadId, requestKey: randomUUID() });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('PENDING_UPLOAD_NOT_FOUND');
    // No twin holds it, so nothing is waited for (a twin would be waited for up to 2 s).
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('finds the scan a key made for the caller who sent it, and for nobody else', async () => {
    const guestId = `guest-${randomUUID()}`;
    const cookie = guestCookie(t.app, guestId);
    const requestKey = randomUUID();
    const made = await scanUpload(cookie, { uploadId: await uploadIdOf(cookie), requestKey });
    expect(made.statusCode).toBe(201);

    const found = await askRequest(cookie, requestKey);
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    const state = ZScanRequestState.parse(found.json());
    expect(state).toMatchObject({ state: 'done', scan: { id: made.json().id } });

    const member = await signUpUser(t.app);
    for (const stranger of [guestCookie(t.app), member.cookie, '']) {
      const refused = await askRequest(stranger, requestKey);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
    }
    // A key that made no scan (the request never arrived) answers the same.
    expect((await askRequest(cookie, randomUUID())).statusCode).toBe(404);
  });

  it('keeps a member’s key to that member, and says while the scan is analysed', async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const requestKey = randomUUID();
    await seedScan(
      t.db,
      { userId: owner.userId },
      { ...NO_RESULT, state: 'reserved', request_key: requestKey },
    );
    const analysing = await askRequest(owner.cookie, requestKey);
    expect(analysing.statusCode).toBe(200);
    expect(analysing.json()).toEqual({ state: 'analysing' });
    expect((await askRequest(other.cookie, requestKey)).statusCode).toBe(404);
    expect((await askRequest(guestCookie(t.app), requestKey)).statusCode).toBe(404);
  });

  it('is kept as long as its scan: a deleted scan answers 404 to its key', async () => {
    const cookie = guestCookie(t.app);
    const requestKey = randomUUID();
    const made = await scanUpload(cookie, { uploadId: await uploadIdOf(cookie), requestKey });
    expect(made.statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/scans/${made.json().id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await askRequest(cookie, requestKey)).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('scans')
      .select('request_key')
      .where('id', '=', made.json().id)
      .executeTakeFirst();
    expect(row?.request_key ?? null).toBeNull();
  });

  it('is unique per owner in the database itself, whatever the service checks', async () => {
    const { userId } = await signUpUser(t.app);
    const guestId = `guest-${randomUUID()}`;
    const requestKey = randomUUID();
    await seedScan(t.db, { userId }, { request_key: requestKey });
    await expect(seedScan(t.db, { userId }, { request_key: requestKey })).rejects.toThrow();
    await seedScan(t.db, { guestId }, { request_key: requestKey });
    await expect(seedScan(t.db, { guestId }, { request_key: requestKey })).rejects.toThrow();
    // Scans sent without a key are many.
    await seedScan(t.db, { userId });
    await seedScan(t.db, { userId });
  });

  it('refuses a key that is not a UUID with 400 VALIDATION_FAILED', async () => {
    const cookie = guestCookie(t.app);
    const bad = 'not-a-uuid';
    const answers = [
      await scanUpload(cookie, { uploadId: await uploadIdOf(cookie), requestKey: bad }),
      await scanForm(cookie, bad),
      await askRequest(cookie, bad),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
