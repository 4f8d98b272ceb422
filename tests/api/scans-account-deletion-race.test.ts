import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, signUpUser, type TestApp } from '../setup/test-app.ts';
import { countScanRows, healthyMouth, multipartBody, storedFiles, uploadScan } from './scans-support.ts';

/**
 * DELETE /api/account at the same moment as an upload. Whichever
 * wins, the loser gets a clean 4xx (or the upload completes and goes with the account), never a
 * 500, and nothing of the account is left: no scan row, no stored photo. tests/api/scans-races.test.ts
 * holds the moments after the quota slot is taken; these are the moments before it, and no hold at all.
 */
let t: TestApp;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp();
  uploads = t.config.storage.driver === 'local' ? t.config.storage.dir : '';
  await healthyMouth();
}, 30_000);
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('scans').execute();
});

const deleteAccount = (cookie: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { cookie },
    payload: { password: 'secret-pass' },
  });

async function expectNothingLeft(userId: string): Promise<void> {
  const rows = await t.db.selectFrom('scans').select('id').where('user_id', '=', userId).execute();
  expect(rows).toEqual([]);
  expect(await countScanRows(t.db)).toBe(0);
  expect(storedFiles(uploads)).toEqual([]);
  const user = await t.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  expect(user).toBeUndefined();
}

describe(`delete account during upload (${DB_KIND})`, () => {
  it('while the photo is still arriving: the upload is cancelled with 409, nothing is stored', async () => {
    const member = await signUpUser(t.app);
    const { payload, contentType } = multipartBody([{ data: await healthyMouth() }]);
    const body = new PassThrough();
    body.write(payload.subarray(0, payload.length - 100));
    const upload = t.app.inject({
      method: 'POST',
      url: '/api/scans',
      headers: { 'content-type': contentType, cookie: member.cookie },
      payload: body,
    });
    // The upload has been signed in as the member and waits for the rest of its photo.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await deleteAccount(member.cookie)).statusCode).toBe(204);
    body.end(payload.subarray(payload.length - 100));

    const response = await upload;
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SCAN_CANCELLED' });
    expect(response.json().message).toMatch(/account was deleted/);
    await expectNothingLeft(member.userId);
  });

  it('at the same moment, with the deletion a little earlier or later each time: never a 500, nothing left', {
    timeout: 120_000,
  }, async () => {
    // How long one upload takes here, so the deletions can land before, during and after one.
    const timer = await signUpUser(t.app);
    const startedAt = performance.now();
    expect((await uploadScan(t.app, { data: await healthyMouth() }, timer.cookie)).statusCode).toBe(201);
    const uploadMs = performance.now() - startedAt;
    expect((await deleteAccount(timer.cookie)).statusCode).toBe(204);

    const outcomes: number[] = [];
    for (const share of [0, 0, 0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1, 2]) {
      const delayMs = share * uploadMs;
      const member = await signUpUser(t.app);
      const upload = uploadScan(t.app, { data: await healthyMouth() }, member.cookie);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const deletion = await deleteAccount(member.cookie);
      const response = await upload;
      expect(deletion.statusCode, deletion.body).toBe(204);
      // The upload either lost (409, its reservation or photos gone with the account) or finished first.
      expect([201, 409], response.body).toContain(response.statusCode);
      if (response.statusCode === 409) expect(response.json()).toMatchObject({ code: 'SCAN_CANCELLED' });
      else expect(response.json()).toMatchObject({ isGuestScan: false });
      outcomes.push(response.statusCode);
      await expectNothingLeft(member.userId);
    }
    // Both orders happened, or the race did not test anything.
    expect(outcomes).toContain(409);
    expect(outcomes).toContain(201);
  });
});
