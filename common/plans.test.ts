import { describe, expect, it } from 'vitest';
import { isPlusStatus, priceLine, YEARLY_SAVING_PERCENT } from './plans.ts';

describe('plans', () => {
  it('derives the 17% yearly saving from the prices', () => {
    expect(YEARLY_SAVING_PERCENT).toBe(17);
    expect(priceLine('yearly')).toBe('$99/year (save 17%)');
    expect(priceLine('monthly')).toBe('$9.99/month');
  });

  it("counts any status containing 'plus' as Plus (docs/product-rules.md#plans-and-quotas)", () => {
    expect(isPlusStatus('plus_active')).toBe(true);
    expect(isPlusStatus('PLUS')).toBe(true);
    expect(isPlusStatus('free')).toBe(false);
    expect(isPlusStatus(null)).toBe(false);
  });
});
