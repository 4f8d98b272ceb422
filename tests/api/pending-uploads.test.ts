import { randomUUID } from 'node:crypto';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPendingUpload } from '#common/contracts/uploads.ts';
import { createPhotoStorage } from '#server/adapters/storage/create-photo-storage.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import { sweepPendingUploads } from '#server/services/uploads/sweep-pending-uploads.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { countScanRows, guestCookie, healthyMouth, storedFiles, uploadScan } from './scans-support.ts';

/** POST /api/uploads, DELETE /api/uploads/:id and POST /api/scans {uploadId}: photos sent ahead of a scan. */

const PER_OWNER = 3;
let t: TestApp;
let uploadsDir: string;
let storage: PhotoStorage;
beforeAll(async () => {
  t = await createTestApp({
    GUEST_SCANS_PER_IP_PER_DAY: '1000',
    PENDING_UPLOADS_PER_OWNER: String(PER_OWNER),
  });
  uploadsDir = path.join(t.config.dataDir, 'uploads');
  storage = await createPhotoStorage(t.config.storage);
});
afterAll(async () => t.close());

const pendingFiles = () => storedFiles(uploadsDir).filter((file) => file.includes('pending-uploads'));

async function sendAhead(cookie: string, data?: Buffer) {
  return uploadScan(t.app, { data: data ?? (await healthyMouth()) }, cookie, '/api/uploads');
}

async function uploadIdOf(cookie: string): Promise<string> {
  const response = await sendAhead(cookie);
  expect(response.statusCode).toBe(201);
  return ZPendingUpload.parse(response.json()).uploadId;
}

const scanUpload = (cookie: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/scans', payload: body, headers: { cookie } });

const deleteUpload = (cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/uploads/${id}`, headers: { cookie } });

describe('pending uploads', () => {
  it('keeps a photo for the scan that names it, once: the scan uses it up, row and bytes', async () => {
    const cookie = guestCookie(t.app);
    const response = await sendAhead(cookie);
    expect(response.statusCode).toBe(201);
    const upload = ZPendingUpload.parse(response.json());
    const minutesLeft = (Date.parse(upload.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);
    expect(pendingFiles()).toHaveLength(1);

    const crop = { x: 0.1, y: 0.1, width: 0.8, height: 0.8 };
    const scan = await scanUpload(cookie, { uploadId: upload.uploadId, crop, species: 'dog' });
    expect(scan.statusCode).toBe(201);
    expect(scan.json()).toMatchObject({ species: 'dog', isGuestScan: true });
    expect(pendingFiles()).toHaveLength(0);

    const again = await scanUpload(cookie, { uploadId: upload.uploadId });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('PENDING_UPLOAD_NOT_FOUND');
  });

  it('uses no quota: a guest may send photos ahead and still has the free scan', async () => {
    const cookie = guestCookie(t.app);
    const rowsBefore = await countScanRows(t.db);
    const ids = [await uploadIdOf(cookie), await uploadIdOf(cookie)];
    expect(await countScanRows(t.db)).toBe(rowsBefore);
    const guestScans = await t.app.inject({ method: 'GET', url: '/api/guest/scans', headers: { cookie } });
    expect(guestScans.json()).toMatchObject({ scans: [] });
    expect((await scanUpload(cookie, { uploadId: ids[1] })).statusCode).toBe(201);
    // The free scan is used now: the quota refuses as for a multipart scan, and the upload stays usable.
    const refused = await scanUpload(cookie, { uploadId: ids[0] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('GUEST_LIMIT_EXCEEDED');
    expect((await deleteUpload(cookie, ids[0])).statusCode).toBe(204);
  });

  it('is bound to the browser or account that sent it: anyone else gets 404 and it stays usable', async () => {
    const owner = guestCookie(t.app);
    const id = await uploadIdOf(owner);
    const strangers = [guestCookie(t.app), (await signUpUser(t.app)).cookie, ''];
    for (const cookie of strangers) {
      const scan = await scanUpload(cookie, { uploadId: id });
      expect(scan.statusCode).toBe(404);
      expect(scan.json().code).toBe('PENDING_UPLOAD_NOT_FOUND');
      expect((await deleteUpload(cookie, id)).statusCode).toBe(404);
    }
    expect((await scanUpload(owner, { uploadId: id })).statusCode).toBe(201);
  });

  it("works for members too, bound to the member's account", async () => {
    const member = await signUpUser(t.app);
    const id = await uploadIdOf(member.cookie);
    const scan = await scanUpload(member.cookie, { uploadId: id });
    expect(scan.statusCode).toBe(201);
    expect(scan.json().isGuestScan).toBe(false);
  });

  it('DELETE removes the row and the bytes; a second DELETE or a scan then gets 404', async () => {
    const cookie = guestCookie(t.app);
    const before = pendingFiles().length;
    const id = await uploadIdOf(cookie);
    expect(pendingFiles()).toHaveLength(before + 1);
    expect((await deleteUpload(cookie, id)).statusCode).toBe(204);
    expect(pendingFiles()).toHaveLength(before);
    expect((await deleteUpload(cookie, id)).statusCode).toBe(404);
    expect((await scanUpload(cookie, { uploadId: id })).statusCode).toBe(404);
  });

  it('DELETE of an upload a scan is using answers 409 and keeps it, row and bytes, for the scan', async () => {
    const cookie = guestCookie(t.app);
    const id = await uploadIdOf(cookie);
    const held = new Date(Date.now() + 60_000).toISOString();
    await t.db.updateTable('pending_uploads').set({ claimed_until: held }).where('id', '=', id).execute();
    const before = pendingFiles().length;
    const response = await deleteUpload(cookie, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SCAN_STILL_PROCESSING' });
    expect(response.json().message).toMatch(/being analysed/);
    expect(pendingFiles()).toHaveLength(before);
    const row = await t.db.selectFrom('pending_uploads').select('id').where('id', '=', id).executeTakeFirst();
    expect(row?.id).toBe(id);
    // Handed back (the scan failed), it can be removed again.
    await t.db.updateTable('pending_uploads').set({ claimed_until: null }).where('id', '=', id).execute();
    expect((await deleteUpload(cookie, id)).statusCode).toBe(204);
  });

  it('an expired upload cannot be used, and housekeeping deletes it with its bytes', async () => {
    const cookie = guestCookie(t.app);
    const id = await uploadIdOf(cookie);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable('pending_uploads').set({ expires_at: past }).where('id', '=', id).execute();
    const scan = await scanUpload(cookie, { uploadId: id });
    expect(scan.statusCode).toBe(404);
    expect(scan.json().code).toBe('PENDING_UPLOAD_NOT_FOUND');
    const { storage_key: key } = await t.db
      .selectFrom('pending_uploads')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const swept = await sweepPendingUploads({ db: t.db, storage: storage, now: new Date() });
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('pending_uploads').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('housekeeping removes bytes no row names once they are old, and keeps a live upload and fresh bytes', async () => {
    const cookie = guestCookie(t.app);
    const live = await uploadIdOf(cookie);
    const { storage_key: liveKey } = await t.db
      .selectFrom('pending_uploads')
      .select('storage_key')
      .where('id', '=', live)
      .executeTakeFirstOrThrow();
    const orphan = `pending-uploads/${randomUUID()}.jpg`;
    const fresh = `pending-uploads/${randomUUID()}.jpg`;
    for (const key of [orphan, fresh]) await storage.put(key, await healthyMouth(), 'image/jpeg');
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
    for (const key of [orphan, liveKey]) {
      const file = path.join(uploadsDir, ...key.split('/'));
      utimesSync(file, threeHoursAgo, threeHoursAgo);
    }
    const swept = await sweepPendingUploads({ db: t.db, storage, now: new Date() });
    expect(swept.orphanFiles).toBe(1);
    expect(await storage.get(orphan)).toBeUndefined();
    expect(await storage.get(fresh)).toBeDefined();
    expect(await storage.get(liveKey)).toBeDefined();
    await storage.delete(fresh);
    expect((await scanUpload(cookie, { uploadId: live })).statusCode).toBe(201);
  });

  it(`caps the photos waiting per owner at ${PER_OWNER}; deleting one makes room`, async () => {
    const cookie = guestCookie(t.app);
    const ids: string[] = [];
    for (let i = 0; i < PER_OWNER; i += 1) ids.push(await uploadIdOf(cookie));
    const over = await sendAhead(cookie);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', details: { reason: 'pending_uploads' } });
    // Another browser has its own allowance.
    expect((await sendAhead(guestCookie(t.app))).statusCode).toBe(201);
    expect((await deleteUpload(cookie, ids[0])).statusCode).toBe(204);
    expect((await sendAhead(cookie)).statusCode).toBe(201);
  });

  it('refuses what a scan would refuse, storing nothing: not an image, or a field beside the photo', async () => {
    const cookie = guestCookie(t.app);
    const before = pendingFiles().length;
    const text = await sendAhead(cookie, Buffer.from('just some text, not a photo at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('INVALID_FILE_TYPE');
    const withField = await uploadScan(
      t.app,
      [{ field: 'species', value: 'dog' }, { data: await healthyMouth() }],
      cookie,
      '/api/uploads',
    );
    expect(withField.statusCode).toBe(400);
    expect(pendingFiles()).toHaveLength(before);
  });

  it('checks the JSON scan body: an unknown field or a bad crop box is 400', async () => {
    const cookie = guestCookie(t.app);
    const id = await uploadIdOf(cookie);
    const unknown = await scanUpload(cookie, { uploadId: id, image: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_FAILED');
    const badCrop = await scanUpload(cookie, {
      uploadId: id,
      crop: { x: 0.9, y: 0, width: 0.5, height: 0.5 },
    });
    expect(badCrop.statusCode).toBe(400);
    expect((await scanUpload(cookie, {})).statusCode).toBe(400);
    // None of that used the upload.
    expect((await scanUpload(cookie, { uploadId: id })).statusCode).toBe(201);
  });

  it('two scans naming one upload at once: exactly one is made', async () => {
    const member = await signUpUser(t.app);
    await t.db
      .updateTable('users')
      .set({ subscription_status: 'plus_active' })
      .where('id', '=', member.userId)
      .execute();
    const id = await uploadIdOf(member.cookie);
    const answers = await Promise.all([
      scanUpload(member.cookie, { uploadId: id }),
      scanUpload(member.cookie, { uploadId: id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
  });
});
