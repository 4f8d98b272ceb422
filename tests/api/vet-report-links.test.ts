import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SCAN_COUNT } from '#common/contracts/pets.ts';
import {
  VET_REPORT_LINK_DAYS,
  VET_REPORT_LINKS_PER_PET,
  ZCreatedVetReportLink,
  ZSharedPetReport,
  ZVetReportLinkList,
} from '#common/contracts/vet-report-links.ts';
import { createLocalStorage } from '#server/adapters/storage/local-storage.ts';
import { LINK_WRITES_PER_MINUTE } from '#server/routes/vet-report-links.ts';
import { vetReportPageRoutes } from '#server/routes/vet-report-page.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { addPet } from './pets-support.ts';
import { setPlan } from './scans-support.ts';

let t: TestApp;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function plusOwnerWithPet() {
  const owner = await signUpUser(t.app, { firstName: 'Olivia', lastName: 'Owner' });
  await setPlan(t.db, owner.userId, 'plus_active');
  const pet = (await addPet(t.app, owner.cookie, { name: 'Rex', breed: 'Beagle' })).json();
  return { ...owner, petId: pet.id };
}

/** A scan of the pet whose photo storage really holds, so the media routes can serve it. */
async function seedScanWithPhoto(userId: string, petId: string, createdAt: string) {
  const scan = await seedScan(t.db, { userId }, { pet_id: petId, created_at: createdAt });
  if (t.config.storage.driver !== 'local') throw new Error('tests store photos locally');
  await createLocalStorage(t.config.storage.dir).put(scan.image_key ?? '', JPEG, 'image/jpeg');
  return scan;
}

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const createLink = (petId: string, cookie: string) =>
  inject('POST', `/api/pets/${petId}/vet-report-links`, cookie);
const tokenOf = (url: string) => url.split('/vet-report/')[1];

describe('vet report links: the owner side', () => {
  it('creates a 144-bit link that expires in 30 days, lists it without its address, and revokes it', async () => {
    const owner = await plusOwnerWithPet();
    const created = await createLink(owner.petId, owner.cookie);
    expect(created.statusCode).toBe(201);
    const link = ZCreatedVetReportLink.parse(created.json());
    expect(link.url).toMatch(/^http:\/\/localhost(:\d+)?\/vet-report\/[A-Za-z0-9_-]{24}$/);
    expect(link.isActive).toBe(true);
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBe(VET_REPORT_LINK_DAYS);

    // Only the hash is stored: the token itself is nowhere in the table.
    const row = await t.db
      .selectFrom('vet_report_links')
      .selectAll()
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(tokenOf(link.url));

    const list = ZVetReportLinkList.parse(
      (await inject('GET', `/api/pets/${owner.petId}/vet-report-links`, owner.cookie)).json(),
    );
    expect(list.links.map((l) => l.id)).toEqual([link.id]);
    expect(JSON.stringify(list)).not.toContain(tokenOf(link.url));

    const revoked = await inject(
      'DELETE',
      `/api/pets/${owner.petId}/vet-report-links/${link.id}`,
      owner.cookie,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: link.id, isActive: false });
    expect(revoked.json().revokedAt).toEqual(expect.any(String));
    const again = await inject(
      'DELETE',
      `/api/pets/${owner.petId}/vet-report-links/${link.id}`,
      owner.cookie,
    );
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
  });

  it('is for the pet’s owner only: another member, a guest and a wrong pet id get nothing', async () => {
    const owner = await plusOwnerWithPet();
    const stranger = await plusOwnerWithPet();
    const link = ZCreatedVetReportLink.parse((await createLink(owner.petId, owner.cookie)).json());

    expect((await createLink(owner.petId, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await inject('GET', `/api/pets/${owner.petId}/vet-report-links`, stranger.cookie)).statusCode,
    ).toBe(404);
    const strangerRevoke = await inject(
      'DELETE',
      `/api/pets/${owner.petId}/vet-report-links/${link.id}`,
      stranger.cookie,
    );
    expect(strangerRevoke.statusCode).toBe(404);
    // The link's id under the stranger's own pet is not theirs either.
    const crossPet = await inject(
      'DELETE',
      `/api/pets/${stranger.petId}/vet-report-links/${link.id}`,
      stranger.cookie,
    );
    expect(crossPet.statusCode).toBe(404);
    expect((await createLink(owner.petId, '')).statusCode).toBe(401);
    expect((await inject('GET', `/api/vet-report/${tokenOf(link.url)}`)).statusCode).toBe(200);
  });

  it('needs Plus to make a link, but an owner without Plus can still list and revoke', async () => {
    const owner = await plusOwnerWithPet();
    const link = ZCreatedVetReportLink.parse((await createLink(owner.petId, owner.cookie)).json());
    await setPlan(t.db, owner.userId, 'free');
    const refused = await createLink(owner.petId, owner.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLUS_REQUIRED');
    expect(
      (await inject('GET', `/api/pets/${owner.petId}/vet-report-links`, owner.cookie)).json().links,
    ).toHaveLength(1);
    const revoked = await inject(
      'DELETE',
      `/api/pets/${owner.petId}/vet-report-links/${link.id}`,
      owner.cookie,
    );
    expect(revoked.statusCode).toBe(200);
  });

  it(`keeps at most ${VET_REPORT_LINKS_PER_PET} live links per pet; revoking one makes room`, async () => {
    const owner = await plusOwnerWithPet();
    const ids: string[] = [];
    for (let i = 0; i < VET_REPORT_LINKS_PER_PET; i++) {
      ids.push((await createLink(owner.petId, owner.cookie)).json().id);
    }
    const refused = await createLink(owner.petId, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Revoke') });
    await inject('DELETE', `/api/pets/${owner.petId}/vet-report-links/${ids[0]}`, owner.cookie);
    expect((await createLink(owner.petId, owner.cookie)).statusCode).toBe(201);
  });

  it(`holds the ${VET_REPORT_LINKS_PER_PET}-link cap when several links are asked for at once`, async () => {
    const owner = await plusOwnerWithPet();
    const attempts = VET_REPORT_LINKS_PER_PET + 3;
    const responses = await Promise.all(
      Array.from({ length: attempts }, () => createLink(owner.petId, owner.cookie)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(VET_REPORT_LINKS_PER_PET);
    expect(codes.filter((code) => code === 409)).toHaveLength(attempts - VET_REPORT_LINKS_PER_PET);
  });

  it(`limits each member to ${LINK_WRITES_PER_MINUTE} link writes a minute`, async () => {
    const owner = await plusOwnerWithPet();
    const other = await plusOwnerWithPet();
    const { id } = (await createLink(owner.petId, owner.cookie)).json();
    const revoke = (cookie: string, petId: string) =>
      inject('DELETE', `/api/pets/${petId}/vet-report-links/${id}`, cookie);
    for (let i = 0; i < LINK_WRITES_PER_MINUTE; i++)
      expect((await revoke(owner.cookie, owner.petId)).statusCode).toBe(200);
    expect((await revoke(owner.cookie, owner.petId)).statusCode).toBe(429);
    // Another member from the same address is counted apart.
    expect((await createLink(other.petId, other.cookie)).statusCode).toBe(201);
  });

  it('refuses a malformed pet id or link id', async () => {
    const owner = await plusOwnerWithPet();
    expect((await createLink('x'.repeat(65), owner.cookie)).statusCode).toBe(400);
    const tooLong = await inject(
      'DELETE',
      `/api/pets/${owner.petId}/vet-report-links/${'y'.repeat(65)}`,
      owner.cookie,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('vet report links: what the vet sees', () => {
  it('opens the report read-only without login: the pet and its latest scans, nothing about the owner', async () => {
    const owner = await plusOwnerWithPet();
    const scans = [];
    for (let i = 0; i < REPORT_SCAN_COUNT + 1; i++) {
      scans.push(await seedScanWithPhoto(owner.userId, owner.petId, `2025-0${i + 1}-10T09:00:00.000Z`));
    }
    const event = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${owner.petId}/events`,
      headers: { cookie: owner.cookie },
      payload: {
        kind: 'cleaning',
        occurredOn: new Date().toISOString().slice(0, 10),
        note: 'Two extractions',
      },
    });
    expect(event.statusCode).toBe(201);
    const link = ZCreatedVetReportLink.parse((await createLink(owner.petId, owner.cookie)).json());
    const token = tokenOf(link.url);

    const response = await inject('GET', `/api/vet-report/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    const report = ZSharedPetReport.parse(response.json());
    expect(report.pet).toMatchObject({ name: 'Rex', breed: 'Beagle', species: 'dog' });
    expect(report.expiresAt).toBe(link.expiresAt);
    expect(report.events).toEqual([expect.objectContaining({ kind: 'cleaning', note: 'Two extractions' })]);
    expect(response.body).not.toContain(event.json().id);
    // The choice of the owner's report: the first scan stays on a card beside the newest ones, and the
    // one left out (older than the table's year) is counted, not dropped silently.
    expect(report.scans.map((s) => s.id)).toEqual([scans[0], ...scans.slice(2)].map((s) => s.id).reverse());
    expect(report).toMatchObject({ otherScans: [], notShownCount: 1, firstScanId: scans[0].id });
    for (const word of [owner.email, owner.userId, owner.petId, 'Olivia', 'Owner']) {
      expect(response.body).not.toContain(word);
    }

    const photo = await inject('GET', report.scans[0].imageUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload).toEqual(JPEG);
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.headers['x-robots-tag']).toBe('noindex, nofollow');
    // A scan of the pet that the report does not show, the overlay, and a made-up kind: not served.
    expect((await inject('GET', `/media/vet-report/${token}/scans/${scans[1].id}/photo`)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', `/media/vet-report/${token}/scans/${scans[1].id}/overlay`)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', `/media/vet-report/${token}/scans/${scans[1].id}/..`)).statusCode).toBe(404);
    // No pet photo was uploaded.
    expect(report.pet.photoUrl).toBeNull();
    expect((await inject('GET', `/media/vet-report/${token}/pet-photo`)).statusCode).toBe(404);

    const listed = ZVetReportLinkList.parse(
      (await inject('GET', `/api/pets/${owner.petId}/vet-report-links`, owner.cookie)).json(),
    );
    expect(listed.links[0].lastOpenedAt).toEqual(expect.any(String));
  });

  it('does not reach another member’s scan through a link, even by its id', async () => {
    const owner = await plusOwnerWithPet();
    const other = await plusOwnerWithPet();
    const otherScan = await seedScanWithPhoto(other.userId, other.petId, '2025-03-01T09:00:00.000Z');
    const otherPetOfOwner = (await addPet(t.app, owner.cookie, { name: 'Mia', species: 'cat' })).json();
    const miaScan = await seedScanWithPhoto(owner.userId, otherPetOfOwner.id, '2025-03-01T09:00:00.000Z');
    const token = tokenOf((await createLink(owner.petId, owner.cookie)).json().url);
    for (const id of [otherScan.id, miaScan.id]) {
      expect((await inject('GET', `/media/vet-report/${token}/scans/${id}/photo`)).statusCode).toBe(404);
    }
  });

  it('answers 410 LINK_REVOKED once revoked, photos included, and 410 LINK_EXPIRED after its expiry', async () => {
    const owner = await plusOwnerWithPet();
    const scan = await seedScanWithPhoto(owner.userId, owner.petId, '2025-05-01T09:00:00.000Z');
    const link = ZCreatedVetReportLink.parse((await createLink(owner.petId, owner.cookie)).json());
    const token = tokenOf(link.url);
    expect((await inject('GET', `/media/vet-report/${token}/scans/${scan.id}/photo`)).statusCode).toBe(200);

    await inject('DELETE', `/api/pets/${owner.petId}/vet-report-links/${link.id}`, owner.cookie);
    const revoked = await inject('GET', `/api/vet-report/${token}`);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toMatchObject({
      code: 'LINK_REVOKED',
      message: expect.stringContaining('revoked'),
    });
    const photo = await inject('GET', `/media/vet-report/${token}/scans/${scan.id}/photo`);
    expect(photo.statusCode).toBe(410);

    const second = ZCreatedVetReportLink.parse((await createLink(owner.petId, owner.cookie)).json());
    await t.db
      .updateTable('vet_report_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', second.id)
      .execute();
    const expired = await inject('GET', `/api/vet-report/${tokenOf(second.url)}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('LINK_EXPIRED');
    const listed = (await inject('GET', `/api/pets/${owner.petId}/vet-report-links`, owner.cookie)).json();
    expect(listed.links.every((l: { isActive: boolean }) => !l.isActive)).toBe(true);
  });

  it('answers 404 for unknown, malformed and deleted-pet links alike', async () => {
    const owner = await plusOwnerWithPet();
    const token = tokenOf((await createLink(owner.petId, owner.cookie)).json().url);
    for (const guess of ['A'.repeat(24), 'abc', `${token}x`, '..%2F..%2Fetc']) {
      const response = await inject('GET', `/api/vet-report/${guess}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await inject('DELETE', `/api/pets/${owner.petId}`, owner.cookie)).statusCode).toBe(204);
    expect((await inject('GET', `/api/vet-report/${token}`)).statusCode).toBe(404);
  });

  it('goes with the account: a deleted owner’s links answer 404 and leave no row', async () => {
    const owner = await plusOwnerWithPet();
    const token = tokenOf((await createLink(owner.petId, owner.cookie)).json().url);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: owner.cookie },
      payload: { password: 'secret-pass' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await inject('GET', `/api/vet-report/${token}`)).statusCode).toBe(404);
    const rows = await t.db
      .selectFrom('vet_report_links')
      .select('id')
      .where('user_id', '=', owner.userId)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('the /vet-report/:token page', () => {
  it('serves the app with noindex and the link’s status: 200 open, 410 revoked, 404 unknown', async () => {
    const owner = await plusOwnerWithPet();
    const link = ZCreatedVetReportLink.parse((await createLink(owner.petId, owner.cookie)).json());
    const { default: Fastify } = await import('fastify');
    const page = Fastify();
    await vetReportPageRoutes(
      page,
      { db: t.db, clock: () => new Date() },
      { indexHtml: '<html><head></head><body><div id="root"></div></body></html>' },
      '/nonexistent-web-dist',
    );
    try {
      const open = await page.inject({ url: `/vet-report/${tokenOf(link.url)}` });
      expect(open.statusCode).toBe(200);
      expect(open.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(open.headers['cache-control']).toBe('no-store');
      expect(open.body).toContain('<meta name="robots" content="noindex, nofollow">');
      await inject('DELETE', `/api/pets/${owner.petId}/vet-report-links/${link.id}`, owner.cookie);
      expect((await page.inject({ url: `/vet-report/${tokenOf(link.url)}` })).statusCode).toBe(410);
      expect((await page.inject({ url: `/vet-report/${'B'.repeat(24)}` })).statusCode).toBe(404);
    } finally {
      await page.close();
    }
  });
});
