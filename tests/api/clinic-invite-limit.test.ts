import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { createClinic, signInClinicStaff } from './clinic-support.ts';
import { signInAdmin } from './vets-support.ts';

/**
 * docs/product-rules.md#clinic-accounts: every invite keeps its address from signing up as an owner, so a
 * clinic's 30 invites an hour are the clinic's, however many addresses its staff send them from.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t.app, t.db)).cookie;
});
afterAll(async () => t.close());

const INVITES_PER_HOUR = 30;

const invite = (cookie: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clinic/staff',
    remoteAddress,
    headers: { cookie },
    payload: { email: uniqueEmail('invitee') },
  });

describe('the clinic invite limit', () => {
  it('counts a clinic’s invites from every address together, and not another clinic’s', async () => {
    const clinic = await createClinic(t.app, admin);
    const first = await signInClinicStaff(t.app, t.db, clinic.id);
    const second = await signInClinicStaff(t.app, t.db, clinic.id);
    for (let i = 0; i < INVITES_PER_HOUR; i++) {
      const [cookie, address] =
        i % 2 === 0 ? [first.cookie, '198.51.100.1'] : [second.cookie, '198.51.100.2'];
      expect((await invite(cookie, address)).statusCode, `invite ${i + 1}`).toBe(200);
    }
    // A new address, a colleague who sent none from it: the clinic has used its hour.
    const third = await signInClinicStaff(t.app, t.db, clinic.id);
    const refused = await invite(third.cookie, '198.51.100.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);

    const otherClinic = await createClinic(t.app, admin, { businessName: 'Other Vet' });
    const other = await signInClinicStaff(t.app, t.db, otherClinic.id);
    expect((await invite(other.cookie, '198.51.100.3')).statusCode).toBe(200);
  });
});
