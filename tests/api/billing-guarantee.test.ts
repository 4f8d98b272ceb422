import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_BACK_DAYS, PRICES } from '#common/plans.ts';
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

async function paidMember(interval: 'monthly' | 'yearly' = 'monthly') {
  const member = await signUpUser(t.app, { firstName: 'Cleo' });
  const calls = billingCalls(t.app, member.cookie);
  await subscribe(calls, interval);
  return { ...member, calls, askRefund: () => calls.post('/api/billing/guarantee-refund') };
}

const mailsTo = (email: string) =>
  t.db
    .selectFrom('outbox_emails')
    .select('body_text')
    .where('to_address', '=', email)
    .where('kind', '=', 'billing_refund')
    .execute();

const auditFor = async (paymentId: string) =>
  (
    (await t.app.inject({ url: '/api/admin/audit-log?limit=100', headers: { cookie: admin.cookie } })).json()
      .items as { action: string; adminEmail: string; targetId: string; summary: string }[]
  ).filter((item) => item.targetId === paymentId);

describe('the 30-day guarantee is self-serve', () => {
  it('within 30 days of the first payment the member gets it back at once: Plus ends, a mail, an audit row', async () => {
    const member = await paidMember('yearly');
    const before = (await member.calls.overview()).json();
    const payment = before.receipts[0];
    expect(before.guarantee).toMatchObject({
      state: 'available',
      paymentId: payment.id,
      amountCents: PRICES.yearly.cents,
      usedAt: null,
    });
    expect(Date.parse(before.guarantee.endsAt) - Date.parse(payment.paidAt)).toBe(MONEY_BACK_DAYS * DAY_MS);

    clock.advance(29 * DAY_MS);
    const refunded = await member.askRefund();
    clock.advance(-29 * DAY_MS);
    expect(refunded.statusCode).toBe(200);
    const after = refunded.json();
    expect(after).toMatchObject({
      isPlus: false,
      subscription: { status: 'canceled' },
      guarantee: { state: 'used', paymentId: payment.id },
    });
    expect(after.receipts[0]).toMatchObject({ id: payment.id, refundReason: 'guarantee' });
    expect(after.guarantee.usedAt).toBe(after.receipts[0].refundedAt);
    expect(await member.calls.status()).toBe('free');

    const [mail, ...more] = await mailsTo(member.email);
    expect(more).toHaveLength(0);
    expect(mail?.body_text).toContain('Hello Cleo,');
    expect(mail?.body_text).toContain('We refunded $99.00 to Visa ending 4242');
    expect(mail?.body_text).toContain('30-day money-back guarantee');
    const [audit, ...moreAudit] = await auditFor(payment.id);
    expect(moreAudit).toHaveLength(0);
    expect(audit).toMatchObject({ action: 'payment.guarantee_refund', adminEmail: member.email });
    expect(audit?.summary).toContain('$99.00');
  });

  it('is once per member: a later plan keeps its payments', async () => {
    const member = await paidMember();
    expect((await member.askRefund()).statusCode).toBe(200);
    await subscribe(member.calls, 'monthly');
    const overview = (await member.calls.overview()).json();
    expect(overview.guarantee.state).toBe('used');
    const again = await member.askRefund();
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('GUARANTEE_USED');
    expect(await member.calls.status()).toBe('plus_active');
  });

  it('two requests at once give one refund, one mail and one audit row', async () => {
    const member = await paidMember();
    const [payment] = (await member.calls.overview()).json().receipts;
    const answers = await Promise.all([member.askRefund(), member.askRefund(), member.askRefund()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(['ALREADY_REFUNDED', 'GUARANTEE_USED']).toContain(answer.json().code);
    }
    expect(await mailsTo(member.email)).toHaveLength(1);
    expect(await auditFor(payment.id)).toHaveLength(1);
    const intent = await t.db
      .selectFrom('payments as p')
      .innerJoin('test_payment_intents as i', 'i.id', 'p.provider_charge_ref')
      .select(['i.refunded_at', 'i.refund_idempotency_key'])
      .where('p.id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(intent.refund_idempotency_key).toBe(`payment-${payment.id}`);
  });

  it('is refused after 30 days, without a payment, and to a guest', async () => {
    const late = await paidMember();
    clock.advance((MONEY_BACK_DAYS + 1) * DAY_MS);
    const refused = await late.askRefund();
    expect((await late.calls.overview()).json().guarantee.state).toBe('expired');
    clock.advance(-(MONEY_BACK_DAYS + 1) * DAY_MS);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REFUND_WINDOW_CLOSED');

    const starter = await signUpUser(t.app);
    const none = await billingCalls(t.app, starter.cookie).post('/api/billing/guarantee-refund');
    expect(none.statusCode).toBe(404);
    const guest = await t.app.inject({ method: 'POST', url: '/api/billing/guarantee-refund' });
    expect(guest.statusCode).toBe(401);
  });
});
