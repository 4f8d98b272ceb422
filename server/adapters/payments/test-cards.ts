/**
 * The card numbers the built-in test provider accepts: the well-known Stripe test cards,
 * so the same numbers work in both modes (README, "Payments").
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000002500003155',
} as const;

export type TestCardOutcome = 'succeeds' | 'declined' | 'requires_authentication' | 'unknown';

export function testCardOutcome(number: string): TestCardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.succeeds) return 'succeeds';
  if (digits === TEST_CARDS.declined) return 'declined';
  if (digits === TEST_CARDS.requiresAuthentication) return 'requires_authentication';
  return 'unknown';
}

/** A card is usable through the end of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const firstDayAfter = Date.UTC(expYear, expMonth, 1);
  return now.getTime() >= firstDayAfter;
}

/** The card network as Stripe names it, read from the number's first digits (for receipts). */
export function cardBrand(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}
