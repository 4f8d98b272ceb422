import { PRODUCT_NAME } from '#common/brand.ts';
import { formatCents } from '#common/plans.ts';
import type { PaymentRow, RefundReason } from '#server/db/schema.ts';
import type { EmailMessage } from '#server/services/mail/enqueue-email.ts';

/**
 * The billing mails (docs/product-rules.md#billing): plain text, greeting and sign-off like the
 * account mails, amounts from our own payment row. Nothing here comes from what a member typed
 * except their first name in the greeting.
 */
export const REFUND_MAIL_KIND = 'billing_refund';

const greeting = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');
const signOff = ['', `— The ${PRODUCT_NAME} team`];

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
export const formatMailDate = (iso: string) => longDate.format(new Date(iso));

/** "Visa ending 4242", or "your card" when the provider did not say. */
export function describeCard(payment: Pick<PaymentRow, 'card_brand' | 'card_last4'>): string {
  if (!payment.card_last4) return 'your card';
  const brand = payment.card_brand && payment.card_brand !== 'unknown' ? payment.card_brand : 'card';
  return `${brand.charAt(0).toUpperCase()}${brand.slice(1)} ending ${payment.card_last4}`;
}

const REFUND_REASON_LINES: Record<RefundReason, string[]> = {
  admin: ['Your Plus plan ended with the refund, and your account is back on the free Starter plan.'],
  guarantee: [
    'You asked for it under our 30-day money-back guarantee. Your Plus plan ended with the refund,',
    'and your account is back on the free Starter plan.',
  ],
  replaced_checkout: [
    'This payment reached us after you had started a new checkout, so it was refunded at once:',
    'you pay only for the plan you chose last.',
  ],
  provider: ['Your Plus plan ended with the refund, and your account is back on the free Starter plan.'],
};

export function refundMail(options: {
  to: string;
  firstName: string | null;
  payment: PaymentRow;
  reason: RefundReason;
  refundedAt: string;
}): EmailMessage {
  const { payment } = options;
  const amount = formatCents(payment.amount_cents, payment.currency);
  return {
    to: options.to,
    kind: REFUND_MAIL_KIND,
    subject: `${PRODUCT_NAME}: your refund of ${amount}`,
    dedupeKey: `refund:${payment.id}`,
    text: [
      greeting(options.firstName),
      '',
      `We refunded ${amount} to ${describeCard(payment)} on ${formatMailDate(options.refundedAt)},`,
      `for your ${PRODUCT_NAME} Plus payment of ${formatMailDate(payment.paid_at)} (${payment.plan_interval}).`,
      ...REFUND_REASON_LINES[options.reason],
      '',
      'A refund usually reaches your card within 5 to 10 business days.',
      'Your payments and refunds are listed on the Billing page of your account.',
      ...signOff,
    ].join('\n'),
  };
}
