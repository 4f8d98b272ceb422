import { describe, expect, it } from 'vitest';
import { VOHC_PRODUCTS } from './products.ts';

describe('VOHC_PRODUCTS', () => {
  it('links a product only to its own page, never to a home page', () => {
    for (const product of VOHC_PRODUCTS) {
      if (product.url === '#') continue;
      const url = new URL(product.url);
      expect(url.protocol).toBe('https:');
      expect(url.pathname.replace(/\/+$/, '')).not.toBe('');
    }
  });
});
