import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.ts';
import { createStripeBillingApp } from './billing-stripe-support.ts';

/** The CSP directive `name`'s sources, from a Content-Security-Policy header. */
function directive(header: string | string[] | number | undefined, name: string): string[] {
  const found = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe('the CSP and the payment provider', () => {
  it('with real Stripe keys lets Stripe.js load, frame its card field and call its API', async () => {
    const stripe = await createStripeBillingApp();
    try {
      const csp = (await stripe.t.app.inject({ url: '/healthz' })).headers['content-security-policy'];
      expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://js.stripe.com']);
      expect(directive(csp, 'frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
      expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    } finally {
      await stripe.close();
    }
  });

  it('with the built-in test provider allows nothing of Stripe (the page loads none of it)', async () => {
    const t = await createTestApp();
    try {
      const csp = (await t.app.inject({ url: '/healthz' })).headers['content-security-policy'];
      expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
      expect(String(csp)).not.toContain('stripe.com');
    } finally {
      await t.close();
    }
  });
});
