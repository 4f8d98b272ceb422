import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES } from '#common/plans.ts';
import { signUpUser, type TestApp } from '../setup/test-app.ts';
import {
  adminCookie,
  billingCalls,
  createBillingApp,
  DAY_MS,
  type movableClock,
  subscribe,
} from './billing-support.ts';

let t: TestApp;
let clock: ReturnType<typeof movableClock>;
let admin: { cookie: string; id: string };
beforeAll(async () => {
  ({ t, clock } = await createBillingApp());
  admin = await adminCookie(t);
});
afterAll(async () => t.close());

const HOUR_MS = 60 * 60 * 1000;
/** 31 January next year: the monthly renewal falls on 28 February, 28 days later, inside the 30. */
const LAST_OF_JANUARY = Date.UTC(new Date().getUTCFullYear() + 1, 0, 31, 10);
const setClock = (at: number) => clock.advance(at - clock.now().getTime());

interface Receipt {
  id: string;
  amountCents: number;
  interval: string;
  paidAt: string;
  periodEnd: string;
  refundedAt: string | null;
  refundReason: string | null;
}

/** A monthly member who paid on 31 January and whose plan renewed on 28 February (yearly if switched). */
async function renewedMember(options: { switchToYearly: boolean }) {
  setClock(LAST_OF_JANUARY);
  const member = await signUpUser(t.app, { firstName: 'Cleo' });
  const calls = billingCalls(t.app, member.cookie);
  await subscribe(calls, 'monthly');
  if (options.switchToYearly) {
    const switched = await calls.post('/api/billing/switch', {
      interval: 'yearly',
      confirmedAmountCents: PRICES.yearly.cents,
    });
    expect(switched.statusCode).toBe(200);
  }
  setClock(LAST_OF_JANUARY + 28 * DAY_MS + HOUR_MS);
  const overview = (await calls.overview()).json();
  const receipts = overview.receipts as Receipt[];
  // The renewal was charged, and the guarantee on the first payment is still open.
  expect(receipts.map((r) => r.amountCents)).toEqual([
    options.switchToYearly ? PRICES.yearly.cents : PRICES.monthly.cents,
    PRICES.monthly.cents,
  ]);
  expect(overview.guarantee.state).toBe('available');
  const [renewal, first] = receipts as [Receipt, Receipt];
  return { ...member, calls, overview, first, renewal };
}

const refundMails = (email: string) =>
  t.db
    .selectFrom('outbox_emails')
    .select('body_text')
    .where('to_address', '=', email)
    .where('kind', '=', 'billing_refund')
    .orderBy('created_at')
    .execute();

/** What the test provider itself says was refunded (the money, not our mirror). */
const providerRefunds = (paymentIds: string[]) =>
  t.db
    .selectFrom('payments as p')
    .innerJoin('test_payment_intents as i', 'i.id', 'p.provider_charge_ref')
    .select(['p.id', 'i.refunded_at'])
    .where('p.id', 'in', paymentIds)
    .execute();

describe('no charge stands for a period without Plus', () => {
  it.each([
    ['a monthly renewal', false, PRICES.monthly.cents],
    ['a yearly renewal after a monthly to yearly switch', true, PRICES.yearly.cents],
  ])(
    'the guarantee refund after %s inside the 30 days refunds the renewal too, and says so',
    async (_name, switchToYearly, renewalCents) => {
      const member = await renewedMember({ switchToYearly });
      expect(member.overview.guarantee).toMatchObject({
        amountCents: PRICES.monthly.cents,
        totalRefundCents: PRICES.monthly.cents + renewalCents,
      });

      const refunded = await member.calls.post('/api/billing/guarantee-refund');
      expect(refunded.statusCode).toBe(200);
      const after = refunded.json();
      expect(after).toMatchObject({ isPlus: false, subscription: { status: 'canceled' } });
      const byId = new Map((after.receipts as Receipt[]).map((r) => [r.id, r]));
      expect(byId.get(member.first.id)).toMatchObject({ refundReason: 'guarantee' });
      expect(byId.get(member.renewal.id)).toMatchObject({ refundReason: 'plan_ended' });
      expect(byId.get(member.renewal.id)?.refundedAt).not.toBeNull();
      const atProvider = await providerRefunds([member.first.id, member.renewal.id]);
      expect(atProvider.map((row) => row.refunded_at !== null)).toEqual([true, true]);
      expect(await member.calls.status()).toBe('free');

      const mails = (await refundMails(member.email)).map((mail) => mail.body_text);
      expect(mails).toHaveLength(2);
      const renewalAmount = `$${(renewalCents / 100).toFixed(2)}`;
      const guaranteeMail = mails.find((text) => text.includes('30-day money-back guarantee'));
      expect(guaranteeMail).toContain('We refunded $9.99');
      expect(guaranteeMail).toContain('payment of January 31,');
      const renewalMail = mails.find((text) => text !== guaranteeMail);
      expect(renewalMail).toContain(`We refunded ${renewalAmount}`);
      expect(renewalMail).toContain('payment of February 28,');
      expect(renewalMail).toContain('this payment was for time');
      const audit = await t.db
        .selectFrom('admin_audit_log')
        .select('summary')
        .where('target_id', '=', member.first.id)
        .executeTakeFirstOrThrow();
      expect(audit.summary).toContain(`1 later charge of the plan for time after it (${renewalAmount})`);
    },
  );

  it("an admin's refund of the first payment ends the plan and refunds the renewal; of the renewal, keeps the used first month", async () => {
    const refund = (paymentId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${paymentId}/refund`,
        headers: { cookie: admin.cookie },
      });

    const a = await renewedMember({ switchToYearly: false });
    expect((await refund(a.first.id)).statusCode).toBe(200);
    const aReceipts = new Map(
      ((await a.calls.overview()).json().receipts as Receipt[]).map((r) => [r.id, r]),
    );
    expect(aReceipts.get(a.first.id)?.refundReason).toBe('admin');
    expect(aReceipts.get(a.renewal.id)?.refundReason).toBe('plan_ended');
    expect(await a.calls.status()).toBe('free');

    const b = await renewedMember({ switchToYearly: false });
    expect((await refund(b.renewal.id)).statusCode).toBe(200);
    const bReceipts = new Map(
      ((await b.calls.overview()).json().receipts as Receipt[]).map((r) => [r.id, r]),
    );
    expect(bReceipts.get(b.renewal.id)?.refundReason).toBe('admin');
    // January's month was had in full with Plus: that charge stands.
    expect(bReceipts.get(b.first.id)).toMatchObject({ refundedAt: null, refundReason: null });
    expect(await refundMails(b.email)).toHaveLength(1);
  });

  it('a guarantee refund with no renewal yet refunds the first payment only', async () => {
    setClock(LAST_OF_JANUARY);
    const member = await signUpUser(t.app);
    const calls = billingCalls(t.app, member.cookie);
    await subscribe(calls, 'monthly');
    setClock(LAST_OF_JANUARY + 10 * DAY_MS);
    expect((await calls.overview()).json().guarantee).toMatchObject({
      amountCents: PRICES.monthly.cents,
      totalRefundCents: PRICES.monthly.cents,
    });
    const after = (await calls.post('/api/billing/guarantee-refund')).json();
    expect((after.receipts as Receipt[]).map((r) => r.refundReason)).toEqual(['guarantee']);
    expect(await refundMails(member.email)).toHaveLength(1);
  });
});
