import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockStripe } from '../setup/mock-stripe.ts';
import type { TestApp } from '../setup/test-app.ts';
import { createStripeBillingApp } from './billing-stripe-support.ts';
import { adminCookie, billingCalls } from './billing-support.ts';
import { createClinic, signInClinicStaff } from './clinic-support.ts';

let t: TestApp;
let stripe: MockStripe;
let close: () => Promise<void>;
let admin: string;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeBillingApp());
  admin = (await adminCookie(t)).cookie;
});
afterAll(async () => close());

const remove = (cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/clinic/staff/${id}`, headers: { cookie } });
const setRole = (userId: string, role: 'user' | 'vet') =>
  t.db.updateTable('users').set({ role }).where('id', '=', userId).execute();
const stillExists = async (userId: string) =>
  Boolean(await t.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());

/** A clinic with a lead and a colleague; the colleague bought Plus on Stripe before staff were refused it. */
async function clinicWithPayingColleague() {
  const clinic = await createClinic(t.app, admin);
  const lead = await signInClinicStaff(t.app, t.db, clinic.id);
  const colleague = await signInClinicStaff(t.app, t.db, clinic.id);
  // The owner API let a staff account through before the rule: bought as an owner would.
  await setRole(colleague.userId, 'user');
  const calls = billingCalls(t.app, colleague.cookie);
  const setup = (await calls.setup('monthly')).json();
  const { provider_subscription_id: stripeId } = await t.db
    .selectFrom('subscriptions')
    .select('provider_subscription_id')
    .where('id', '=', setup.subscriptionId)
    .executeTakeFirstOrThrow();
  stripe.pay(stripeId);
  await calls.success({ subscriptionId: setup.subscriptionId });
  expect(await calls.status()).toBe('plus_active');
  await setRole(colleague.userId, 'vet');
  return { clinic, lead, colleague, stripeId };
}

describe('a clinic staff account has no paid plan of its own', () => {
  it('refuses to set up Plus for clinic staff with OWNER_ACCOUNT_REQUIRED, before asking Stripe', async () => {
    const clinic = await createClinic(t.app, admin);
    const staff = await signInClinicStaff(t.app, t.db, clinic.id);
    const calls = billingCalls(t.app, staff.cookie);
    const created = stripe.requests.filter((r) => r === 'POST /v1/subscriptions').length;
    for (const url of [
      '/api/billing/subscription',
      '/api/get-or-create-subscription',
      '/api/create-subscription',
    ]) {
      const answer = await calls.post(url, { interval: 'yearly' });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'OWNER_ACCOUNT_REQUIRED' });
      expect(answer.json().message).toMatch(/clinic staff account/);
    }
    expect(stripe.requests.filter((r) => r === 'POST /v1/subscriptions').length).toBe(created);
    const rows = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', staff.userId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('removing a staff member who had a plan ends it at Stripe; if Stripe fails, nobody is removed', async () => {
    const { lead, colleague, stripeId } = await clinicWithPayingColleague();
    stripe.isCancelFailing = true;
    const refused = await remove(lead.cookie, colleague.userId);
    stripe.isCancelFailing = false;
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('SERVICE_UNAVAILABLE');
    expect(await stillExists(colleague.userId)).toBe(true);
    expect(stripe.mustGet(stripeId).status).toBe('active');

    expect((await remove(lead.cookie, colleague.userId)).statusCode).toBe(204);
    expect(await stillExists(colleague.userId)).toBe(false);
    expect(stripe.mustGet(stripeId).status).toBe('canceled');
  });

  it('deleting the clinic ends its staff members’ plans at Stripe too', async () => {
    const { clinic, colleague, stripeId } = await clinicWithPayingColleague();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/vet-partners/${clinic.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await stillExists(colleague.userId)).toBe(false);
    expect(stripe.mustGet(stripeId).status).toBe('canceled');
  });
});
