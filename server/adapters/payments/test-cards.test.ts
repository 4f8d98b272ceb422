import { describe, expect, it } from 'vitest';
import { addBillingPeriod } from './billing-periods.ts';
import { cardBrand, isCardExpired, testCardOutcome } from './test-cards.ts';

describe('test cards', () => {
  it('knows the three test cards, with or without spaces', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeds');
    expect(testCardOutcome('4000000000000002')).toBe('declined');
    expect(testCardOutcome('4000-0025-0000-3155')).toBe('requires_authentication');
    expect(testCardOutcome('5555 5555 5555 4444')).toBe('unknown');
  });

  it('names the card network for receipts', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('3782 822463 10005')).toBe('amex');
    expect(cardBrand('9999')).toBe('unknown');
  });

  it('a card works through the end of its expiry month', () => {
    expect(isCardExpired(11, 2026, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isCardExpired(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('periods are one calendar month or year, clamped to the shorter month', () => {
    expect(addBillingPeriod(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addBillingPeriod(new Date('2028-02-29T10:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
    expect(addBillingPeriod(new Date('2026-01-15T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-15T10:00:00.000Z',
    );
    expect(addBillingPeriod(new Date('2026-11-23T10:00:00Z'), 'yearly').toISOString()).toBe(
      '2027-11-23T10:00:00.000Z',
    );
  });
});
