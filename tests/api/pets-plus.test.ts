import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPetProgress, ZPetReport, ZPetScanList, ZScanComparison } from '#common/contracts/pets.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { addPet } from './pets-support.ts';
import { setPlan } from './scans-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function memberWithPet(plan: 'plus_active' | 'free') {
  const member = await signUpUser(t.app);
  await setPlan(t.db, member.userId, plan);
  const pet = (await addPet(t.app, member.cookie)).json();
  return { ...member, petId: pet.id };
}

/** Scans on consecutive days from 2026-01-01, oldest first. */
async function seedHistory(userId: string, petId: string, statuses: string[]) {
  const rows = [];
  for (const [i, status] of statuses.entries()) {
    const day = String(i + 1).padStart(2, '0');
    rows.push(
      await seedScan(
        t.db,
        { userId },
        {
          pet_id: petId,
          status,
          severity: status === 'healthy' ? 'normal' : 'concerning',
          gingival_index: status === 'healthy' ? 0 : 2,
          calculus_index: status === 'healthy' ? 0 : 1,
          created_at: `2026-01-${day}T10:00:00.000Z`,
        },
      ),
    );
  }
  return rows;
}

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

describe('complete history per pet', () => {
  it('pages through every scan of the pet for Plus, newest first, without skipping or repeating', async () => {
    const m = await memberWithPet('plus_active');
    const seeded = await seedHistory(m.userId, m.petId, Array(7).fill('inflamed'));
    await seedScan(t.db, { userId: m.userId }); // unassigned: not in the pet's history
    const seen: string[] = [];
    let url = `/api/pets/${m.petId}/scans?limit=3`;
    for (;;) {
      const page = ZPetScanList.parse((await get(url, m.cookie)).json());
      expect(page.historyLimit).toBeNull();
      seen.push(...page.scans.map((s) => s.id));
      if (!page.nextBefore) break;
      url = `/api/pets/${m.petId}/scans?limit=3&before=${page.nextBefore}`;
    }
    expect(seen).toEqual(seeded.map((s) => s.id).reverse());
  });

  it('filters by status and by an inclusive date range', async () => {
    const m = await memberWithPet('plus_active');
    const seeded = await seedHistory(m.userId, m.petId, [
      'healthy',
      'inflamed',
      'healthy',
      'tartar',
      'inflamed',
    ]);
    const byStatus = (await get(`/api/pets/${m.petId}/scans?status=inflamed`, m.cookie)).json();
    expect(byStatus.scans.map((s: { id: string }) => s.id)).toEqual([seeded[4].id, seeded[1].id]);
    const byDate = (await get(`/api/pets/${m.petId}/scans?from=2026-01-02&to=2026-01-04`, m.cookie)).json();
    expect(byDate.scans.map((s: { id: string }) => s.id)).toEqual([seeded[3].id, seeded[2].id, seeded[1].id]);
    const backwards = await get(`/api/pets/${m.petId}/scans?from=2026-01-04&to=2026-01-02`, m.cookie);
    expect(backwards.statusCode).toBe(400);
    const badCursor = await get(`/api/pets/${m.petId}/scans?before=nonsense`, m.cookie);
    expect(badCursor.statusCode).toBe(400);
  });

  it('shows Starter the latest three only and refuses filters with PLUS_REQUIRED', async () => {
    const m = await memberWithPet('free');
    const seeded = await seedHistory(m.userId, m.petId, Array(5).fill('inflamed'));
    const page = ZPetScanList.parse((await get(`/api/pets/${m.petId}/scans`, m.cookie)).json());
    expect(page.historyLimit).toBe(3);
    expect(page.nextBefore).toBeNull();
    expect(page.scans.map((s) => s.id)).toEqual(
      seeded
        .slice(2)
        .map((s) => s.id)
        .reverse(),
    );
    const filtered = await get(`/api/pets/${m.petId}/scans?status=healthy`, m.cookie);
    expect(filtered.statusCode).toBe(403);
    expect(filtered.json().code).toBe('PLUS_REQUIRED');
  });
});

describe('Plus-only endpoints', () => {
  it('answer 403 PLUS_REQUIRED with a clear message to Starter', async () => {
    const m = await memberWithPet('free');
    const [a, b] = await seedHistory(m.userId, m.petId, ['inflamed', 'healthy']);
    const requests = [
      get(`/api/pets/${m.petId}/progress`, m.cookie),
      get(`/api/pets/${m.petId}/report`, m.cookie),
      get(`/api/pets/${m.petId}/events`, m.cookie),
      get(`/api/pets/${m.petId}/compare?before=${a.id}&after=${b.id}`, m.cookie),
      get(`/api/scans/${a.id}/analysis`, m.cookie),
      t.app.inject({
        method: 'POST',
        url: `/api/pets/${m.petId}/events`,
        headers: { cookie: m.cookie },
        payload: { kind: 'cleaning', occurredOn: '2026-01-01' },
      }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('PLUS_REQUIRED');
      expect(response.json().message).toMatch(/is a Plus feature\. Upgrade to Plus/);
    }
  });
});

describe('before/after comparison', () => {
  it('compares two scans of one pet, older first, and says what changed', async () => {
    const m = await memberWithPet('plus_active');
    const [older, newer] = await seedHistory(m.userId, m.petId, ['inflamed', 'healthy']);
    const response = await get(`/api/pets/${m.petId}/compare?before=${newer.id}&after=${older.id}`, m.cookie);
    const comparison = ZScanComparison.parse(response.json());
    expect(comparison.before.id).toBe(older.id);
    expect(comparison.after.id).toBe(newer.id);
    expect(comparison.trend).toBe('better');
    expect(comparison.changes).toContain('The gum inflammation (gingival index) improved from 2 to 0 of 3.');
  });

  it('compares the stored probabilities in words when both scans have them, and the progress carries them', async () => {
    const m = await memberWithPet('plus_active');
    const readings = (gingivitis: number, calculus: number) =>
      JSON.stringify({ gingivitisProbability: gingivitis, calculusProbability: calculus });
    const older = await seedScan(
      t.db,
      { userId: m.userId },
      {
        pet_id: m.petId,
        created_at: '2026-01-01T10:00:00.000Z',
        readings: readings(0.2, 0.7),
        // The indices the analyser cuts from those chances (common/probability-words.ts).
        gingival_index: 0,
        calculus_index: 1,
      },
    );
    const newer = await seedScan(
      t.db,
      { userId: m.userId },
      {
        pet_id: m.petId,
        created_at: '2026-01-02T10:00:00.000Z',
        readings: readings(0.65, 0.4),
        gingival_index: 1,
        calculus_index: 0,
      },
    );
    const legacy = await seedScan(
      t.db,
      { userId: m.userId },
      { pet_id: m.petId, created_at: '2026-01-03T10:00:00.000Z' },
    );
    const comparison = ZScanComparison.parse(
      (await get(`/api/pets/${m.petId}/compare?before=${older.id}&after=${newer.id}`, m.cookie)).json(),
    );
    expect(comparison.changes).toContain(
      'Gum inflammation is more likely than before: unlikely (20%) before, likely (65%) now.',
    );
    expect(comparison.changes).toContain(
      'Tartar is less likely than before: likely (70%) before, possible (40%) now.',
    );
    // One sign better and one worse, each beyond a retake's noise: neither wins (common/scan-trend.ts).
    expect(comparison.trend).toBe('no_clear_change');

    const progress = ZPetProgress.parse((await get(`/api/pets/${m.petId}/progress`, m.cookie)).json());
    expect(
      progress.points.map((p) => [p.scanId, p.gingivitisProbability, p.calculusProbability, p.gingivalIndex]),
    ).toEqual([
      [older.id, 0.2, 0.7, 0],
      [newer.id, 0.65, 0.4, 1],
      [legacy.id, null, null, 2],
    ]);
  });

  it('requires both scans to be of this pet and the caller’s own', async () => {
    const m = await memberWithPet('plus_active');
    const other = (await addPet(t.app, m.cookie, { name: 'Other' })).json();
    const [mine] = await seedHistory(m.userId, m.petId, ['inflamed']);
    const [otherPets] = await seedHistory(m.userId, other.id, ['healthy']);
    const stranger = await memberWithPet('plus_active');
    const [theirs] = await seedHistory(stranger.userId, stranger.petId, ['healthy']);
    for (const id of [otherPets.id, theirs.id, 'missing']) {
      const response = await get(`/api/pets/${m.petId}/compare?before=${mine.id}&after=${id}`, m.cookie);
      expect(response.statusCode).toBe(404);
    }
    const same = await get(`/api/pets/${m.petId}/compare?before=${mine.id}&after=${mine.id}`, m.cookie);
    expect(same.statusCode).toBe(400);
    const strangersPet = await get(
      `/api/pets/${stranger.petId}/compare?before=${theirs.id}&after=${mine.id}`,
      m.cookie,
    );
    expect(strangersPet.statusCode).toBe(404);
  });
});

describe('events, progress and the vet report', () => {
  it('logs events, charts the indices over time with them, and builds the report', async () => {
    const m = await memberWithPet('plus_active');
    const seeded = await seedHistory(m.userId, m.petId, ['inflamed', 'unclear', 'healthy']);
    const logged = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${m.petId}/events`,
      headers: { cookie: m.cookie },
      payload: { kind: 'cleaning', occurredOn: '2026-01-02', note: 'Scale and polish under anaesthesia' },
    });
    expect(logged.statusCode).toBe(201);
    const future = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${m.petId}/events`,
      headers: { cookie: m.cookie },
      payload: { kind: 'vet_visit', occurredOn: '2999-01-01' },
    });
    expect(future.statusCode).toBe(400);
    const badKind = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${m.petId}/events`,
      headers: { cookie: m.cookie },
      payload: { kind: 'party', occurredOn: '2026-01-01' },
    });
    expect(badKind.statusCode).toBe(400);

    const progress = ZPetProgress.parse((await get(`/api/pets/${m.petId}/progress`, m.cookie)).json());
    expect(progress.points.map((p) => [p.scanId, p.gingivalIndex])).toEqual([
      [seeded[0].id, 2],
      [seeded[2].id, 0],
    ]);
    expect(progress.events).toMatchObject([{ kind: 'cleaning', occurredOn: '2026-01-02' }]);

    const report = ZPetReport.parse((await get(`/api/pets/${m.petId}/report`, m.cookie)).json());
    expect(report.pet.id).toBe(m.petId);
    // The unclear photo gets no card (nothing was graded): it is a line in the table, marked unclear.
    expect(report.scans.map((s) => s.id)).toEqual([seeded[2].id, seeded[0].id]);
    expect(report.otherScans).toEqual([
      {
        createdAt: seeded[1].created_at,
        status: 'unclear',
        severity: 'concerning',
        gingivalIndex: null,
        calculusIndex: null,
      },
    ]);
    expect(report).toMatchObject({ firstScanId: seeded[0].id, worstScanId: seeded[0].id, notShownCount: 0 });
    expect(report.events).toHaveLength(1);

    const eventId = logged.json().id;
    const stranger = await memberWithPet('plus_active');
    const stolen = await t.app.inject({
      method: 'DELETE',
      url: `/api/pets/${stranger.petId}/events/${eventId}`,
      headers: { cookie: stranger.cookie },
    });
    expect(stolen.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/pets/${m.petId}/events/${eventId}`,
      headers: { cookie: m.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/pets/${m.petId}/events`, m.cookie)).json().events).toEqual([]);
  });

  it('shows the detailed view of our own analysis when no vision model is configured', async () => {
    const m = await memberWithPet('plus_active');
    const [scan] = await seedHistory(m.userId, m.petId, ['inflamed']);
    const analysis = (await get(`/api/scans/${scan.id}/analysis`, m.cookie)).json();
    expect(analysis).toEqual({
      mode: 'detailed',
      secondOpinion: null,
      shownSeverity: 'concerning',
      readings: null,
    });
    const stranger = await memberWithPet('plus_active');
    expect((await get(`/api/scans/${scan.id}/analysis`, stranger.cookie)).statusCode).toBe(404);
  });
});
