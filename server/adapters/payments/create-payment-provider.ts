import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createTestProvider } from './test-provider.ts';

/**
 * Stripe when its keys are configured; otherwise the built-in test provider (TEST MODE). The Stripe
 * SDK (hundreds of modules) is loaded only when chosen: kept out of the heap, it makes every full
 * garbage collection of a server on the test provider cheaper (docs/performance.md#scans).
 */
export async function createPaymentProvider(
  config: Config['payments'],
  options: { db: Db; clock: () => Date },
): Promise<PaymentProvider> {
  if (config.provider !== 'stripe') return createTestProvider(options);
  const { createStripeProvider } = await import('./stripe-provider.ts');
  return createStripeProvider(config);
}
