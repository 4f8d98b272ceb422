import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '#server/services/admin/create-admin.ts';
import { guestCookie, seedScan } from '../setup/seed.ts';
import { cookieHeader, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { addPet } from './pets-support.ts';
import { createAppWithWebDist } from './web-dist-support.ts';

/**
 * A pet's or scan's page that the caller cannot open answers 404 to the browser's page load, with
 * the app that shows its not-found content; someone else's record answers exactly as a missing one
 * (docs/product-rules.md#privacy).
 */
describe('pages of a missing pet or scan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAppWithWebDist();
  });
  afterAll(async () => t.close());

  const open = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  const expectPage = (answer: Awaited<ReturnType<typeof open>>, status: number) => {
    // The app's HTML; a page the caller can open also carries its preloads and skeleton
    // (tests/api/signed-in-page-preloads.test.ts).
    expect([answer.statusCode, answer.headers['content-type'], answer.body]).toEqual([
      status,
      'text/html; charset=utf-8',
      expect.stringContaining('<div id="root">'),
    ]);
  };

  it("answers 200 for the member's own pet and scan, and 404 for a missing or a stranger's one", async () => {
    const owner = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const petId = (await addPet(t.app, owner.cookie)).json().id;
    const scan = await seedScan(t.db, { userId: owner.userId }, { pet_id: petId });

    for (const url of [
      `/pets/${petId}`,
      `/pets/${petId}/compare`,
      `/pets/${petId}/report`,
      `/scans/${scan.id}`,
    ])
      expectPage(await open(url, owner.cookie), 200);
    for (const url of ['/pets/zzz', '/pets/zzz/compare', '/scans/zzz', `/scans/${'x'.repeat(80)}`])
      expectPage(await open(url, owner.cookie), 404);
    for (const url of [`/pets/${petId}`, `/pets/${petId}/report`, `/scans/${scan.id}`])
      expectPage(await open(url, stranger.cookie), 404);
  });

  it("answers a guest's own scan with 200, another's with 404, and leaves a pet's page to the sign-in", async () => {
    const guest = guestCookie(t.app);
    const other = guestCookie(t.app);
    const scan = await seedScan(t.db, { guestId: guest.guestId });
    expectPage(await open(`/scans/${scan.id}`, guest.cookie), 200);
    expectPage(await open(`/scans/${scan.id}`, other.cookie), 404);
    expectPage(await open(`/scans/${scan.id}`), 404);
    // Without a session the app sends the visitor to sign in, whether or not the pet exists.
    expectPage(await open('/pets/zzz'), 200);
  });

  it('answers an unfinished scan with 404, as the API does, and lets an admin open any finished scan', async () => {
    const owner = await signUpUser(t.app);
    const unfinished = await seedScan(t.db, { userId: owner.userId }, { state: 'reserved', status: null });
    expectPage(await open(`/scans/${unfinished.id}`, owner.cookie), 404);

    const admin = { email: uniqueEmail('admin'), password: 'admin-pass' };
    await createAdmin({ db: t.db, ...admin });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: admin });
    expect(login.statusCode).toBe(200);
    const scan = await seedScan(t.db, { userId: owner.userId });
    expectPage(await open(`/scans/${scan.id}`, cookieHeader(login)), 200);
  });
});
