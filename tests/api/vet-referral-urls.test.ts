import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';

/**
 * The owner's referral request is served at POST /api/vet-referrals, and at SPEC's
 * POST /api/vet-referral-waitlist by the same handler: one request, whichever URL a client calls.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ask = (url: string, payload: object, cookie: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });

describe('the owner referral request URLs', () => {
  for (const [first, repeat] of [
    ['/api/vet-referrals', '/api/vet-referral-waitlist'],
    ['/api/vet-referral-waitlist', '/api/vet-referrals'],
  ]) {
    it(`answers 201 at ${first}, then 200 with the same request at ${repeat}`, async () => {
      const owner = await signUpUser(t.app);
      const scan = await seedScan(t.db, { userId: owner.userId });
      const payload = { email: owner.email, location: 'Austin, TX', petName: 'Pip', scanId: scan.id };

      const created = await ask(first, payload, owner.cookie);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ email: owner.email, status: 'pending', scanId: scan.id });

      const repeated = await ask(repeat, payload, owner.cookie);
      expect(repeated.statusCode).toBe(200);
      // The same request, saying it is the earlier one (so no new confirmation mail).
      expect(repeated.json()).toEqual({ ...created.json(), confirmationMail: 'existing-request' });
      const rows = await t.db.selectFrom('referrals').select('id').where('scan_id', '=', scan.id).execute();
      expect(rows).toHaveLength(1);
    });
  }

  it('checks the request the same way at both URLs', async () => {
    const owner = await signUpUser(t.app);
    const [now, before] = await Promise.all(
      ['/api/vet-referrals', '/api/vet-referral-waitlist'].map((url) =>
        ask(url, { email: 'nope', location: ' ' }, owner.cookie),
      ),
    );
    const withoutRequestId = ({ requestId: _, ...body }: Record<string, unknown>) => body;
    expect(now.statusCode).toBe(400);
    expect(before.statusCode).toBe(400);
    expect(withoutRequestId(now.json())).toEqual(withoutRequestId(before.json()));
  });
});
