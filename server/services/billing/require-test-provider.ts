import type { PaymentProvider } from '#server/adapters/payments/payment-provider.ts';
import { AppError } from '#server/errors.ts';

/** The test-card calls and /test-subscribe exist only while the built-in test provider runs. */
export function requireTestProvider(
  payments: PaymentProvider,
): Required<Pick<PaymentProvider, 'confirmCard' | 'getCardPayment'>> {
  if (payments.kind !== 'test' || !payments.confirmCard || !payments.getCardPayment) {
    throw new AppError(
      'PAYMENTS_NOT_IN_TEST_MODE',
      'Test payments are off: this server takes real payments.',
    );
  }
  return { confirmCard: payments.confirmCard, getCardPayment: payments.getCardPayment };
}
