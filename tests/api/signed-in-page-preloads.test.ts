import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCookie, seedScan } from '../setup/seed.ts';
import { signUpUser, type TestApp } from '../setup/test-app.ts';
import { addPet } from './pets-support.ts';
import { createAppWithWebDist } from './web-dist-support.ts';

/** The build's manifest, as far as these pages need it. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true },
  'src/pages/scan-detail/page.tsx': { file: 'assets/route-scan-detail-b.js', imports: ['index.html'] },
  'src/pages/pets/page.tsx': { file: 'assets/route-pets-c.js', imports: ['index.html'] },
  'src/pages/pet-detail/page.tsx': { file: 'assets/route-pet-detail-d.js', imports: ['index.html'] },
};

const modulePreload = (file: string) => `<link rel="modulepreload" href="/assets/${file}">`;
const dataPreload = (apiPath: string) =>
  `<link rel="preload" href="${apiPath}" as="fetch" crossorigin="use-credentials" />`;

/**
 * A page the browser renders arrives with its chunk and its first API request preloaded, so both
 * download while the app's entry does (docs/performance.md#signed-in-first-paint); a page the caller
 * cannot open still answers 404, and preloads no data that would fail.
 */
describe('preloads of the pages the browser renders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAppWithWebDist(MANIFEST);
  });
  afterAll(async () => t.close());

  const open = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("preloads a member's scan page's chunk and the scan; a stranger gets 404 and no data preload", async () => {
    const owner = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const scan = await seedScan(t.db, { userId: owner.userId });

    const page = await open(`/scans/${scan.id}`, owner.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(modulePreload('route-scan-detail-b.js'));
    expect(page.body).toContain(dataPreload(`/api/scans/${scan.id}`));
    // The preloaded URL is the one the app then fetches, and it answers.
    expect((await open(`/api/scans/${scan.id}`, owner.cookie)).statusCode).toBe(200);

    for (const answer of [
      await open(`/scans/${scan.id}`, stranger.cookie),
      await open(`/scans/${scan.id}`),
      await open('/scans/zzz', owner.cookie),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('rel="preload" href="/api/scans/');
    }
  });

  it("preloads a guest's own scan, with the guest cookie", async () => {
    const guest = guestCookie(t.app);
    const scan = await seedScan(t.db, { guestId: guest.guestId });
    const page = await open(`/scans/${scan.id}`, guest.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(dataPreload(`/api/scans/${scan.id}`));
  });

  it('preloads the pets list, a pet and the dashboard for a live session only', async () => {
    const owner = await signUpUser(t.app);
    const petId = (await addPet(t.app, owner.cookie)).json().id;

    const pets = await open('/pets', owner.cookie);
    expect(pets.body).toContain(modulePreload('route-pets-c.js'));
    expect(pets.body).toContain(dataPreload('/api/pets'));
    const pet = await open(`/pets/${petId}`, owner.cookie);
    expect(pet.body).toContain(modulePreload('route-pet-detail-d.js'));
    expect(pet.body).toContain(dataPreload(`/api/pets/${petId}`));
    expect((await open('/home', owner.cookie)).body).toContain(dataPreload('/api/me/summary'));

    // No session, or one that has ended: the app sends the visitor to sign in, and asks for no data.
    for (const cookie of [undefined, 'ps_session=ended']) {
      for (const url of ['/pets', `/pets/${petId}`, '/home']) {
        const answer = await open(url, cookie);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).not.toContain('as="fetch"');
      }
    }
  });
});
