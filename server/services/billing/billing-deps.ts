import type { PaymentProvider } from '#server/adapters/payments/payment-provider.ts';
import type { Db } from '#server/db/client.ts';

/** What the billing services share: the database, the one payment provider, and the clock. */
export interface BillingDeps {
  db: Db;
  payments: PaymentProvider;
  /** Injectable so tests can move past a period end. */
  clock: () => Date;
}
