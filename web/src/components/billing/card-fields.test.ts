import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-fields.ts';

describe('card fields', () => {
  it('groups card digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025 0000x3155')).toBe('4000 0025 0000 3155');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('reads MM / YY expiry dates and refuses impossible months', () => {
    expect(formatExpiry('1229')).toBe('12 / 29');
    expect(parseExpiry('12 / 29')).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseExpiry('13 / 29')).toBeNull();
    expect(parseExpiry('00 / 29')).toBeNull();
    expect(parseExpiry('1 / 2')).toBeNull();
  });
});
