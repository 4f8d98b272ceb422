import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

/** Stripe when its keys are configured; otherwise the built-in test provider (TEST MODE). */
export function createPaymentProvider(
  config: Config['payments'],
  options: { db: Db; clock: () => Date },
): PaymentProvider {
  return config.provider === 'stripe' ? createStripeProvider(config) : createTestProvider(options);
}
