import { PRODUCT_NAME } from '#common/brand.ts';
import { cardLabel } from '#common/card-label.ts';
import { formatCents } from '#common/plans.ts';
import type { Config } from '#server/config.ts';
import type { PaymentRow, RefundReason } from '#server/db/schema.ts';
import type { EmailMessage } from '#server/services/mail/enqueue-email.ts';
import { greetingLine, SIGN_OFF_LINES } from '#server/services/mail/mail-greeting.ts';
import { paidPeriod, receiptNumber } from './to-receipt.ts';

/**
 * The billing mails (docs/product-rules.md#billing): plain text, greeting and sign-off like the
 * account mails, amounts from our own payment row. Nothing here comes from what a member typed
 * except their first name in the greeting.
 */
export const REFUND_MAIL_KIND = 'billing_refund';
export const RECEIPT_MAIL_KIND = 'billing_receipt';

type Business = Config['business'];

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
export const formatMailDate = (iso: string) => longDate.format(new Date(iso));

/** "Visa ending 4242", or "your card" when the provider did not say. */
export const describeCard = (payment: Pick<PaymentRow, 'card_brand' | 'card_last4'>) =>
  cardLabel({ brand: payment.card_brand, last4: payment.card_last4 });

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
  plan_ended: [
    'Your Plus plan ended early with the refund of an earlier payment, and this payment was for time',
    'after that, so we refunded it too. Your account is back on the free Starter plan.',
  ],
};

/** Who the money went to, as on the printed receipt. */
function sellerLines(business: Business): string[] {
  return [
    business.name,
    ...business.addressLines,
    business.email,
    ...(business.taxId ? [`Tax ID: ${business.taxId}`] : []),
  ];
}

interface BillingMailTo {
  to: string;
  firstName: string | null;
  /** The member, so the mail goes with their account (docs/product-rules.md#privacy). */
  userId: string;
  business: Business;
  /** The origin the mail's link to the Billing page starts with (config.appUrl). */
  appUrl: string;
}

const billingPageUrl = (appUrl: string) => `${appUrl}/account/billing`;
/** The printable receipt of one payment (web/src/pages/account-receipt/page.tsx). */
export const receiptPageUrl = (appUrl: string, paymentId: string) =>
  `${billingPageUrl(appUrl)}/receipts/${encodeURIComponent(paymentId)}`;

/** Sent once per payment the sync first records: the first one and every renewal. */
export function receiptMail(options: BillingMailTo & { payment: PaymentRow }): EmailMessage {
  const { payment } = options;
  const amount = formatCents(payment.amount_cents, payment.currency);
  const period = paidPeriod(payment);
  return {
    to: options.to,
    userId: options.userId,
    kind: RECEIPT_MAIL_KIND,
    subject: `${PRODUCT_NAME}: your receipt for ${amount}`,
    dedupeKey: `receipt:${payment.id}`,
    text: [
      greetingLine(options.firstName),
      '',
      `Thank you for your ${PRODUCT_NAME} Plus payment. This is your receipt.`,
      '',
      `Receipt number: ${receiptNumber(payment)}`,
      `Amount paid: ${amount}`,
      `Paid on: ${formatMailDate(payment.paid_at)}`,
      `Plan: ${PRODUCT_NAME} Plus, ${payment.plan_interval}`,
      `Period: ${formatMailDate(period.start)} to ${formatMailDate(period.end)}`,
      `Paid with: ${describeCard(payment)}`,
      '',
      'Paid to:',
      ...sellerLines(options.business),
      '',
      'A printable copy is on the Billing page of your account:',
      receiptPageUrl(options.appUrl, payment.id),
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
}

export function refundMail(
  options: BillingMailTo & { payment: PaymentRow; reason: RefundReason; refundedAt: string },
): EmailMessage {
  const { payment } = options;
  const amount = formatCents(payment.amount_cents, payment.currency);
  return {
    to: options.to,
    userId: options.userId,
    kind: REFUND_MAIL_KIND,
    subject: `${PRODUCT_NAME}: your refund of ${amount}`,
    dedupeKey: `refund:${payment.id}`,
    text: [
      greetingLine(options.firstName),
      '',
      `We refunded ${amount} to ${describeCard(payment)} on ${formatMailDate(options.refundedAt)},`,
      `for your ${PRODUCT_NAME} Plus payment of ${formatMailDate(payment.paid_at)} (${payment.plan_interval},`,
      `receipt number ${receiptNumber(payment)}).`,
      ...REFUND_REASON_LINES[options.reason],
      '',
      'A refund usually reaches your card within 5 to 10 business days.',
      'Your payments and refunds are listed on the Billing page of your account:',
      billingPageUrl(options.appUrl),
      '',
      'Refunded by:',
      ...sellerLines(options.business),
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
}
