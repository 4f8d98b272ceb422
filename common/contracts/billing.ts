import { z } from 'zod';

/**
 * The subscription calls (docs/product-rules.md#billing). `priceId` names a plan, never a
 * provider's price: the server maps it to Stripe's price or the test provider's, and every
 * amount comes from common/plans.ts.
 */
export const ZBillingInterval = z.enum(['monthly', 'yearly']);

/**
 * The names a checkout may be asked for by: the intervals, and SPEC's test-page price ids
 * (test_monthly, test_yearly), which name the same two plans.
 */
export const ZPlanPriceId = z.enum(['monthly', 'yearly', 'test_monthly', 'test_yearly']);
const intervalOfPriceId = (priceId: z.infer<typeof ZPlanPriceId>) =>
  priceId === 'yearly' || priceId === 'test_yearly' ? 'yearly' : 'monthly';

/**
 * POST /api/billing/subscription, the one checkout setup (SPEC's /api/get-or-create-subscription and
 * /api/create-subscription are aliases): `interval`, or SPEC's `priceId`, never both.
 */
export const ZSubscriptionSetupRequest = z
  .object({ interval: ZBillingInterval.optional(), priceId: ZPlanPriceId.optional() })
  .refine((body) => Boolean(body.interval) !== Boolean(body.priceId), {
    message: 'Send interval (monthly or yearly), or priceId.',
  })
  .transform((body) => ({
    interval: body.interval ?? intervalOfPriceId(body.priceId ?? 'monthly'),
  }));
export type TSubscriptionSetupRequest = z.input<typeof ZSubscriptionSetupRequest>;

export const ZSubscriptionSetup = z.object({
  subscriptionId: z.string(),
  clientSecret: z.string(),
  interval: ZBillingInterval,
  /** What the first payment charges (common/plans.ts). */
  amountCents: z.number().int(),
});
export type TSubscriptionSetup = z.infer<typeof ZSubscriptionSetup>;

const ZId = z.string().trim().min(1).max(200);

/** POST /api/billing/test-card/confirm: the test provider's card step. */
export const ZTestCardRequest = z.object({
  clientSecret: ZId,
  cardNumber: z
    .string()
    .trim()
    .regex(/^[\d\s-]{12,23}$/, 'Enter the card number (digits only).'),
  expMonth: z.coerce
    .number()
    .int()
    .min(1, 'Enter a valid expiry month.')
    .max(12, 'Enter a valid expiry month.'),
  expYear: z.coerce
    .number()
    .int()
    .min(2000, 'Enter a valid expiry year.')
    .max(2100, 'Enter a valid expiry year.'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'The security code is 3 or 4 digits.'),
});
export type TTestCardRequest = z.input<typeof ZTestCardRequest>;

export const ZCardConfirmation = z.object({
  paymentIntentId: z.string(),
  status: z.enum(['succeeded', 'requires_action', 'requires_payment_method', 'failed']),
  message: z.string().optional(),
});
export type TCardConfirmation = z.infer<typeof ZCardConfirmation>;

export const ZPaymentIntentParams = z.object({ paymentIntentId: ZId });

/**
 * POST /api/billing/payment-success (SPEC's /api/subscription-success): subscriptionId, or SPEC's
 * test page's paymentIntentId.
 */
export const ZSubscriptionSuccessRequest = z
  .object({ subscriptionId: ZId.optional(), paymentIntentId: ZId.optional() })
  .refine((body) => Boolean(body.subscriptionId) !== Boolean(body.paymentIntentId), {
    message: 'Send subscriptionId or paymentIntentId.',
  });
export type TSubscriptionSuccessRequest = z.infer<typeof ZSubscriptionSuccessRequest>;

export const ZPlanResult = z.object({ isPlus: z.boolean(), subscriptionStatus: z.string() });
export type TPlanResult = z.infer<typeof ZPlanResult>;

/** POST /api/billing/activate (SPEC's /api/activate-subscription) */
export const ZActivateResponse = z.object({ success: z.literal(true), subscriptionStatus: z.string() });
export type TActivateResponse = z.infer<typeof ZActivateResponse>;

/**
 * Why a payment was refunded: by an admin, the member's 30-day guarantee, a payment that landed on
 * a checkout the member had replaced (refunded at once), at the payment provider itself, or a later
 * charge (a renewal) of a plan such a refund ended, for time without Plus.
 */
export const ZRefundReason = z.enum(['admin', 'guarantee', 'replaced_checkout', 'provider', 'plan_ended']);
export type TRefundReason = z.infer<typeof ZRefundReason>;

export const ZReceipt = z.object({
  id: z.string(),
  /** Printed on the receipt and in its mail. */
  number: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  interval: ZBillingInterval,
  paidAt: z.string(),
  /** The period this payment paid for. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The card as the provider names it ('visa'), and its last four digits; null when not known. */
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundReason: ZRefundReason.nullable(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZReceiptParams = z.object({ id: ZId });

/** GET /api/billing/receipts/:id: one payment's receipt as printed, with who was paid and who paid. */
export const ZReceiptDocument = z.object({
  receipt: ZReceipt,
  seller: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    email: z.string(),
    taxId: z.string().nullable(),
  }),
  customer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
});
export type TReceiptDocument = z.infer<typeof ZReceiptDocument>;

/** GET /api/billing: the account billing page. */
export const ZBillingOverview = z.object({
  provider: z.enum(['test', 'stripe']),
  isPlus: z.boolean(),
  subscriptionStatus: z.string(),
  /** When Plus ends unless renewed (period end, or the end of a failed renewal's grace period). */
  plusUntil: z.string().nullable(),
  subscription: z
    .object({
      id: z.string(),
      status: z.string(),
      interval: ZBillingInterval,
      /** The interval the plan moves to at the next renewal. */
      pendingInterval: ZBillingInterval.nullable(),
      cancelAtPeriodEnd: z.boolean(),
      currentPeriodEnd: z.string().nullable(),
      /** What the next renewal charges; null when the plan ends at the period end. */
      nextAmountCents: z.number().int().nullable(),
    })
    .nullable(),
  receipts: z.array(ZReceipt),
  /**
   * The 30-day money-back guarantee on the member's first payment, once per member: available (until
   * endsAt), used, expired, refunded otherwise (e.g. by an admin), or none (no payment yet).
   */
  guarantee: z.object({
    state: z.enum(['available', 'used', 'expired', 'refunded', 'none']),
    paymentId: z.string().nullable(),
    amountCents: z.number().int().nullable(),
    /**
     * While available, everything the refund gives back: the first payment and any later charge of
     * its plan for time after now (a renewal inside the window), as Plus ends with it.
     */
    totalRefundCents: z.number().int().nullable(),
    endsAt: z.string().nullable(),
    usedAt: z.string().nullable(),
  }),
});
export type TBillingOverview = z.infer<typeof ZBillingOverview>;

/**
 * POST /api/billing/switch. The member confirms the amount the new interval will charge at the next
 * renewal, as the page showed it; a different amount (a stale page, a changed price) is refused.
 */
export const ZSwitchIntervalRequest = z.object({
  interval: ZBillingInterval,
  confirmedAmountCents: z.number().int().min(0),
});
export type TSwitchIntervalRequest = z.infer<typeof ZSwitchIntervalRequest>;

/** POST /api/admin/payments/:id/refund */
export const ZPaymentParams = z.object({ id: ZId });
export const ZRefundResponse = z.object({ receipt: ZReceipt, subscriptionStatus: z.string() });
export type TRefundResponse = z.infer<typeof ZRefundResponse>;
