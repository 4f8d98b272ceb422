import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProvider } from '#server/adapters/payments/test-provider.ts';
import { signUpUser, type TestApp } from '../setup/test-app.ts';
import { adminCookie, billingCalls, createBillingApp, subscribe } from './billing-support.ts';

let t: TestApp;
let admin: { cookie: string; id: string };
beforeAll(async () => {
  ({ t } = await createBillingApp());
  admin = await adminCookie(t);
});
afterAll(async () => t.close());

const CONCURRENT_REFUNDS = 5;

async function paidMember() {
  const member = await signUpUser(t.app);
  const calls = billingCalls(t.app, member.cookie);
  await subscribe(calls);
  const [receipt] = (await calls.overview()).json().receipts;
  return { ...member, calls, paymentId: receipt.id as string };
}

const refund = (paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/refund`,
    headers: { cookie: admin.cookie },
  });

describe('a payment is refunded once, however many requests ask at once', () => {
  it('five refunds of one payment at once make one refund, one audit row and one mail', async () => {
    const { paymentId, email, calls } = await paidMember();
    const answers = await Promise.all(Array.from({ length: CONCURRENT_REFUNDS }, () => refund(paymentId)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().code).toBe('ALREADY_REFUNDED');
    }

    const audit = await t.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('target_id', '=', paymentId)
      .execute();
    expect(audit).toEqual([{ action: 'payment.refund' }]);
    const mails = await t.db
      .selectFrom('outbox_emails')
      .select('kind')
      .where('to_address', '=', email)
      .where('kind', '=', 'billing_refund')
      .execute();
    expect(mails).toHaveLength(1);

    // The provider refunded once, under the payment's own idempotency key.
    const payment = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ refund_reason: 'admin', refunded_by: admin.id });
    const intent = await t.db
      .selectFrom('test_payment_intents')
      .select(['refunded_at', 'refund_idempotency_key'])
      .where('id', '=', payment.provider_charge_ref)
      .executeTakeFirstOrThrow();
    expect(intent.refund_idempotency_key).toBe(`payment-${paymentId}`);
    expect(intent.refunded_at).not.toBeNull();
    expect(await calls.status()).toBe('free');
  });

  it('the test provider refunds a payment once: its key again is a replay, another key is refused', async () => {
    const { paymentId } = await paidMember();
    const payment = await t.db
      .selectFrom('payments')
      .select('provider_charge_ref')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    const provider = createTestProvider({ db: t.db, clock: () => new Date() });
    const chargeRef = payment.provider_charge_ref ?? '';
    await provider.refund(chargeRef, { idempotencyKey: 'key-a' });
    const first = await t.db
      .selectFrom('test_payment_intents')
      .select('refunded_at')
      .where('id', '=', chargeRef)
      .executeTakeFirstOrThrow();
    await expect(provider.refund(chargeRef, { idempotencyKey: 'key-a' })).resolves.toBeUndefined();
    await expect(provider.refund(chargeRef, { idempotencyKey: 'key-b' })).rejects.toMatchObject({
      code: 'ALREADY_REFUNDED',
    });
    const after = await t.db
      .selectFrom('test_payment_intents')
      .select(['refunded_at', 'refund_idempotency_key'])
      .where('id', '=', chargeRef)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ refunded_at: first.refunded_at, refund_idempotency_key: 'key-a' });
  });
});
