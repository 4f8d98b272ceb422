import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoStorage } from '#server/adapters/storage/create-photo-storage.ts';
import { guestCookie, seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { addPet } from './pets-support.ts';

/**
 * docs/product-rules.md#privacy: the browser's disk cache keeps what it may, after sign-out too, so every
 * answer to a caller with a session or a guest cookie says no-store, whichever route gave it and whatever its
 * status. Answers to a visitor without either keep the caching their route chose.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

/** A scan whose photo is stored, so its media answers 200. */
async function scanWithPhoto(owner: { userId?: string; guestId?: string }, fields = {}) {
  const scan = await seedScan(t.db, owner, fields);
  const storage = await createPhotoStorage(t.config.storage);
  await storage.put(scan.image_key ?? '', Buffer.from('photo'), 'image/jpeg');
  return scan;
}

describe('caching of per-member answers', () => {
  it('answers a signed-in member with no-store on every route, errors included', async () => {
    const member = await signUpUser(t.app);
    const pet = (await addPet(t.app, member.cookie)).json();
    const scan = await scanWithPhoto({ userId: member.userId }, { pet_id: pet.id });
    const answers: [string, number][] = [
      ['/api/auth/session', 200],
      ['/api/pets', 200],
      [`/api/pets/${pet.id}`, 200],
      [`/api/pets/${pet.id}/scans`, 200],
      ['/api/scans', 200],
      [`/api/scans/${scan.id}`, 200],
      [`/media/scans/${scan.id}/photo`, 200],
      ['/api/billing', 200],
      ['/api/pets/not-a-pet', 404],
      ['/api/scans?limit=500', 400],
      ['/api/clinic/referrals', 403],
    ];
    for (const [url, status] of answers) {
      const response = await get(url, member.cookie);
      expect(response.statusCode, url).toBe(status);
      expect(String(response.headers['cache-control']), url).toMatch(/\bno-store\b/);
    }
  });

  it('answers a guest browser’s scan with no-store', async () => {
    const guest = guestCookie(t.app);
    const scan = await scanWithPhoto({ guestId: guest.guestId });
    for (const url of [`/api/scans/${scan.id}`, `/media/scans/${scan.id}/photo`]) {
      const response = await get(url, guest.cookie);
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers['cache-control']), url).toMatch(/\bno-store\b/);
    }
  });

  it('leaves a shared photo’s short public caching to a visitor with no cookie, and no-stores it to a member', async () => {
    const owner = await signUpUser(t.app);
    const scan = await scanWithPhoto({ userId: owner.userId });
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/scans/${scan.id}/share`,
      headers: { cookie: owner.cookie },
    });
    const url = `/media/share/${share.json().shareId}/photo`;
    const visitor = await get(url);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('public, max-age=60');
    const member = await get(url, owner.cookie);
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('no-store');
  });
});
