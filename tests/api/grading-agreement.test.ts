import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#server/lib/ids.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { createClinic, signInClinicStaff } from './clinic-support.ts';
import { signInAdmin } from './vets-support.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signInAdmin(t.app, t.db)).cookie;
});
afterAll(async () => t.close());

const agreement = (cookie: string) =>
  t.app.inject({ url: '/api/admin/grading-agreement', headers: { cookie } });

describe('GET /api/admin/grading-agreement', () => {
  it('is for admins only', async () => {
    const owner = await signUpUser(t.app);
    expect((await agreement(owner.cookie)).statusCode).toBe(403);
    const clinic = await createClinic(t.app, adminCookie);
    const vet = await signInClinicStaff(t.app, t.db, clinic.id);
    expect((await agreement(vet.cookie)).statusCode).toBe(403);
    // The admin API refuses a guest outright (server/services/admin/assert-admin.ts).
    expect((await t.app.inject({ url: '/api/admin/grading-agreement' })).statusCode).toBe(403);
  });

  it('is empty before any grade', async () => {
    const response = await agreement(adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalGrades: 0,
      blindGrades: 0,
      gingival: { kappa: null, pairs: 0 },
      gateRefusalsCalledUsable: { count: 0, scans: [] },
    });
  });

  it('computes the figures from blind grades only', async () => {
    const clinic = await createClinic(t.app, adminCookie);
    const vet = await signInClinicStaff(t.app, t.db, clinic.id);
    const owner = await signUpUser(t.app);
    // Analyser (gingival, calculus) against the vet's, as in weighted-kappa.test.ts's four-level example:
    // gingival pairs (0,0) (1,1) (2,1) (3,2) give kappa 0.75.
    const seeded: [number | null, number | null, number | null, number | null, string, number, number][] = [
      [0, 0, 0, 0, 'healthy', 1, 1],
      [1, 1, 1, 1, 'inflamed', 1, 1],
      [2, 2, 1, 2, 'inflamed', 1, 1],
      [3, 3, 2, 3, 'inflamed', 1, 1],
      // Not blind: left out although it disagrees wildly.
      [0, 0, 3, 3, 'healthy', 1, 0],
      // The gate refused it; the vet called it usable and graded it.
      [null, null, 1, 0, 'unclear', 1, 1],
    ];
    for (const [ag, ac, vg, vc, status, isUsable, isBlind] of seeded) {
      const scan = await seedScan(
        t.db,
        { userId: owner.userId },
        { status, gingival_index: ag, calculus_index: ac },
      );
      await t.db
        .insertInto('vet_grades')
        .values({
          id: newId(),
          scan_id: scan.id,
          partner_id: clinic.id,
          vet_user_id: vet.userId,
          gingival_index: vg,
          calculus_index: vc,
          gum_colour: 'normal',
          is_usable: isUsable,
          note: null,
          is_blind: isBlind,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    const body = (await agreement(adminCookie)).json();
    expect(body.totalGrades).toBe(6);
    expect(body.blindGrades).toBe(5);
    expect(body.gradedScans).toBe(5);
    expect(body.gingival.pairs).toBe(4);
    expect(body.gingival.kappa).toBeCloseTo(0.75, 6);
    expect(body.gingival.confusion).toEqual([
      [1, 0, 0, 0],
      [0, 1, 0, 0],
      [0, 1, 0, 0],
      [0, 0, 1, 0],
    ]);
    expect(body.calculus.kappa).toBeCloseTo(1, 6);
    expect(body.gateRefusalsCalledUsable.count).toBe(1);
    expect(body.gateRefusalsCalledUsable.scans[0].usableVotes).toBe(1);
  });
});
