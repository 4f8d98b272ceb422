/**
 * Plans, prices and quotas: the single source for every page, message and rule
 * (docs/product-rules.md#plans-and-quotas). Change a number here and the pricing page, the terms,
 * the scan messages and the server's quota check all follow.
 */

export type PlanId = 'starter' | 'plus';
export type BillingInterval = 'monthly' | 'yearly';

/** A guest (no account) gets this many scans, ever, per browser. */
export const GUEST_SCAN_LIMIT = 1;
/** Backstop against cookie clearing: guest scans per IP address per day (configurable on the server). */
export const DEFAULT_GUEST_SCANS_PER_IP_PER_DAY = 20;

/** Starter: this many scans per rolling window. */
export const STARTER_SCAN_LIMIT = 1;
export const STARTER_WINDOW_DAYS = 7;

/**
 * 'Complete scan history' is a Plus feature; Starter members see their latest
 * few scans, enough to find the one they just made.
 */
export const STARTER_HISTORY_LIMIT = 3;

/** Starter keeps this many pet profiles; Plus keeps as many as the owner has pets. */
export const STARTER_PET_LIMIT = 1;

/** Plus is unlimited, but an abuse limit stops scripted floods. */
export const PLUS_SCANS_PER_HOUR = 60;

export const PRICES = {
  monthly: { cents: 999, label: '$9.99', per: 'month' },
  yearly: { cents: 9900, label: '$99', per: 'year' },
} as const satisfies Record<BillingInterval, { cents: number; label: string; per: string }>;

/** Yearly saving against twelve monthly payments, rounded to a whole percent (17). */
export const YEARLY_SAVING_PERCENT = Math.round(
  (1 - PRICES.yearly.cents / (PRICES.monthly.cents * 12)) * 100,
);

export const MONEY_BACK_DAYS = 30;

/**
 * A renewal whose payment failed keeps Plus this many days past the period end while the
 * payment is retried (docs/product-rules.md#billing).
 */
export const PAST_DUE_GRACE_DAYS = 7;

/** Plus statuses the billing sync writes to users.subscription_status; each contains 'plus'. */
export const PLUS_STATUSES = ['plus_active', 'plus_canceling', 'plus_past_due'] as const;
export type PlusStatus = (typeof PLUS_STATUSES)[number];

export function formatCents(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

export interface PlanFeature {
  label: string;
  isIncluded: boolean;
}

export const STARTER_QUOTA_LABEL = `${STARTER_SCAN_LIMIT} scan per ${STARTER_WINDOW_DAYS} days`;

export const PLANS: Record<PlanId, { id: PlanId; name: string; tagline: string; features: PlanFeature[] }> = {
  starter: {
    id: 'starter',
    name: 'Starter',
    tagline: 'Free forever',
    features: [
      { label: STARTER_QUOTA_LABEL, isIncluded: true },
      { label: 'Dental photo analysis', isIncluded: true },
      { label: 'Care advice and product suggestions', isIncluded: true },
      { label: 'Complete scan history', isIncluded: false },
      { label: 'Before/after comparisons', isIncluded: false },
      { label: 'AI dental Q&A chat', isIncluded: false },
    ],
  },
  plus: {
    id: 'plus',
    name: 'Plus',
    tagline: 'For owners who track their pet’s dental health',
    features: [
      { label: 'Unlimited scans', isIncluded: true },
      { label: 'Dental photo analysis', isIncluded: true },
      { label: 'Care advice and product suggestions', isIncluded: true },
      { label: 'Complete scan history', isIncluded: true },
      { label: 'Before/after comparisons', isIncluded: true },
      { label: 'AI dental Q&A chat', isIncluded: true },
    ],
  },
};

/** A user counts as Plus if subscriptionStatus contains 'plus' (docs/product-rules.md#plans-and-quotas). */
export function isPlusStatus(subscriptionStatus: string | null | undefined): boolean {
  return (subscriptionStatus ?? '').toLowerCase().includes('plus');
}

export function priceLine(interval: BillingInterval): string {
  return interval === 'yearly'
    ? `${PRICES.yearly.label}/year (save ${YEARLY_SAVING_PERCENT}%)`
    : `${PRICES.monthly.label}/month`;
}
