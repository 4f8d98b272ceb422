import type { PaymentProvider } from '#server/adapters/payments/payment-provider.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';

/** What the billing services share: the database, the one payment provider, the clock, who we are. */
export interface BillingDeps {
  db: Db;
  payments: PaymentProvider;
  /** Injectable so tests can move past a period end. */
  clock: () => Date;
  /** The business details printed on receipts and billing mails, and the origin of their links. */
  config: Pick<Config, 'business' | 'appUrl'>;
}
