import { describe, expect, it } from 'vitest';
import type { RefundReason } from '#server/db/schema.ts';
import { greetingLine, SIGN_OFF_LINES } from '#server/services/mail/mail-greeting.ts';
import { receiptMail, refundMail } from './billing-mail.ts';
import { paymentRow } from './payment-row-fixture.ts';

const payment = paymentRow({
  id: 'pay-0001-abcd',
  user_id: 'user-1',
  subscription_id: 'sub-1',
  provider_payment_id: 'pi_1',
  provider_charge_ref: 'pi_1',
  paid_at: '2026-11-02T10:00:00.000Z',
  period_start: '2026-11-02T10:00:00.000Z',
  period_end: '2026-12-02T10:00:00.000Z',
  created_at: '2026-11-02T10:00:00.000Z',
});
const business = {
  name: 'PawSmile Inc.',
  addressLines: ['1 Main St', 'Portland, OR'],
  email: 'billing@pawsmile.test',
};
const to = { to: 'ann@example.com', userId: 'user-1', business, appUrl: 'https://pawsmile.example' };
const REASONS: RefundReason[] = ['admin', 'guarantee', 'replaced_checkout', 'provider', 'plan_ended'];

const lines = (text: string) => text.split('\n');

describe('refundMail', () => {
  it.each(REASONS)('greets the member by name and signs off like the other mails (%s)', (reason) => {
    const mail = refundMail({
      ...to,
      firstName: 'Ann',
      payment: { ...payment, refunded_at: '2026-11-05T09:00:00.000Z', refund_reason: reason },
      reason,
      refundedAt: '2026-11-05T09:00:00.000Z',
    });
    const text = lines(mail.text);
    expect(text[0]).toBe('Hello Ann,');
    expect(text[1]).toBe('');
    expect(text.slice(-SIGN_OFF_LINES.length)).toEqual([...SIGN_OFF_LINES]);
    expect(mail.text).toContain('We refunded $9.99 to Visa ending 4242 on November 5, 2026,');
  });

  it('still greets a member without a first name', () => {
    const mail = refundMail({
      ...to,
      firstName: null,
      payment,
      reason: 'admin',
      refundedAt: payment.paid_at,
    });
    expect(lines(mail.text)[0]).toBe(greetingLine(null));
    expect(lines(mail.text)[0]).toBe('Hello,');
  });
});

describe('receiptMail', () => {
  it('opens and closes as the refund mail does', () => {
    const receipt = lines(receiptMail({ ...to, firstName: 'Ann', payment }).text);
    const refund = lines(
      refundMail({ ...to, firstName: 'Ann', payment, reason: 'admin', refundedAt: payment.paid_at }).text,
    );
    expect(receipt[0]).toBe(refund[0]);
    expect(receipt.slice(-2)).toEqual(refund.slice(-2));
  });
});

describe('links', () => {
  it("takes the receipt mail to that payment's printable receipt", () => {
    const mail = receiptMail({ ...to, firstName: 'Ann', payment });
    expect(lines(mail.text)).toContain('https://pawsmile.example/account/billing/receipts/pay-0001-abcd');
  });

  it('takes the refund mail to the Billing page', () => {
    const mail = refundMail({
      ...to,
      firstName: 'Ann',
      payment,
      reason: 'admin',
      refundedAt: payment.paid_at,
    });
    expect(lines(mail.text)).toContain('https://pawsmile.example/account/billing');
  });
});
