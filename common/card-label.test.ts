import { describe, expect, it } from 'vitest';
import { cardLabel } from './card-label.ts';

describe('cardLabel', () => {
  it('names the network and the last four digits', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa ending 4242');
    expect(cardLabel({ brand: 'amex', last4: '0005' })).toBe('American Express ending 0005');
    expect(cardLabel({ brand: 'unknown', last4: '1111' })).toBe('Card ending 1111');
    expect(cardLabel({ brand: null, last4: '1111' })).toBe('Card ending 1111');
    expect(cardLabel({ brand: 'visa', last4: null })).toBe('your card');
  });
});
