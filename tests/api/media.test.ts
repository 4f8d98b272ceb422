import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { guestCookie, healthyMouth, makeAdmin, storedFiles, uploadScan } from './scans-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

const KINDS = ['photo', 'medium', 'thumb', 'overlay'] as const;
const get = (url: string, cookie = '') => t.app.inject({ url, headers: cookie ? { cookie } : {} });

async function memberScan(): Promise<{ cookie: string; scanId: string }> {
  const { cookie } = await signUpUser(t.app);
  const response = await uploadScan(t.app, { data: await healthyMouth() }, cookie);
  expect(response.statusCode).toBe(201);
  return { cookie, scanId: response.json().id };
}

describe('who may see a scan and its photos', () => {
  it('serves the owner, refuses a stranger, a guest and no one with 404, and serves an admin', async () => {
    const { cookie, scanId } = await memberScan();
    const stranger = await signUpUser(t.app);
    const admin = await signUpUser(t.app);
    await makeAdmin(t.db, admin.userId);
    for (const kind of KINDS) {
      const url = `/media/scans/${scanId}/${kind}`;
      expect((await get(url, cookie)).statusCode).toBe(200);
      expect((await get(url, stranger.cookie)).statusCode).toBe(404);
      expect((await get(url, guestCookie(t.app))).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(url, admin.cookie)).statusCode).toBe(200);
    }
    expect((await get(`/api/scans/${scanId}`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/scans/${scanId}`, admin.cookie)).statusCode).toBe(200);
    expect((await get(`/media/scans/${scanId}/exif`, cookie)).statusCode).toBe(404);
    expect((await get('/media/scans/not-a-scan/photo', cookie)).statusCode).toBe(404);
  });

  it("shows a guest's scan to that guest only, and only until it moves into an account", async () => {
    const guestA = guestCookie(t.app);
    const response = await uploadScan(t.app, { data: await healthyMouth() }, guestA);
    const url = `/media/scans/${response.json().id}/photo`;
    expect((await get(url, guestA)).statusCode).toBe(200);
    expect((await get(url, guestCookie(t.app))).statusCode).toBe(404);
    // A forged (unsigned) guest cookie with the right id gets nothing either.
    const rawId = decodeURIComponent(guestA.split('=')[1]).split('.')[0];
    expect((await get(url, `ps_guest=${rawId}`)).statusCode).toBe(404);

    const member = await signUpUser(t.app, {}, guestA);
    expect((await get(url, member.cookie)).statusCode).toBe(200);
    // The same browser signed out (guest cookie only) no longer sees the account's photo.
    expect((await get(url, guestA)).statusCode).toBe(404);
  });
});

describe('DELETE /api/scans/:id', () => {
  it('lets the owner delete the scan and its stored photos; others get 404', async () => {
    const { cookie, scanId } = await memberScan();
    const stranger = await signUpUser(t.app);
    const del = (c: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/scans/${scanId}`, headers: { cookie: c } });
    expect((await del(stranger.cookie)).statusCode).toBe(404);
    const uploads = path.join(t.config.dataDir, 'uploads');
    expect(storedFiles(uploads).filter((file) => file.includes(scanId))).toHaveLength(4);

    expect((await del(cookie)).statusCode).toBe(204);
    expect(storedFiles(uploads).filter((file) => file.includes(scanId))).toEqual([]);
    expect((await get(`/api/scans/${scanId}`, cookie)).statusCode).toBe(404);
    expect((await get(`/media/scans/${scanId}/photo`, cookie)).statusCode).toBe(404);
    expect((await get('/api/scans', cookie)).json().scans).toEqual([]);
    expect((await del(cookie)).statusCode).toBe(404);
  });
});

describe("a shared scan's photos", () => {
  it('serves the photo, its 800 px copy and the overlay through the link, never the thumbnail', async () => {
    const { cookie, scanId } = await memberScan();
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/scans/${scanId}/share`,
      headers: { cookie },
    });
    const { shareId } = shared.json();
    const view = (await get(`/api/share/${shareId}`)).json();
    expect(view.mediumImageUrl).toBe(`/media/share/${shareId}/medium`);
    const medium = await get(view.mediumImageUrl);
    expect(medium.statusCode).toBe(200);
    expect(medium.headers['content-type']).toBe('image/jpeg');
    expect(medium.rawPayload.length).toBeLessThan((await get(view.imageUrl)).rawPayload.length);
    expect((await get(`/media/share/${shareId}/overlay`)).statusCode).toBe(200);
    expect((await get(`/media/share/${shareId}/thumb`)).statusCode).toBe(404);
  });
});
