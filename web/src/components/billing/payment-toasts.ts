import { PRODUCT_NAME } from '#common/brand.ts';
import { isApiError } from '#web/api/client.ts';
import { toast } from '#web/hooks/use-toast.ts';

/** The subscription messages (docs/product-rules.md#billing), in one place for both card forms. */
export const DECLINED_FALLBACK = 'Your card was declined. Please check your card details and try again.';

export function toastPaymentFailed(message?: string): void {
  toast({ title: 'Payment Failed', description: message || DECLINED_FALLBACK, variant: 'error' });
}

export function toastPaymentError(): void {
  toast({
    title: 'Payment Error',
    description: 'There was an error processing your payment. Please try again.',
    variant: 'error',
  });
}

export function toastPaymentProcessing(): void {
  toast({
    title: 'Payment Processing',
    description:
      'Your payment is still being confirmed. If Plus does not appear in a minute, press "Activate My Subscription".',
  });
}

/** Returns the toast's id: the redirect it announces closes it (use-finish-payment.ts). */
export function toastPaymentSuccessful(): string {
  return toast({
    title: 'Payment Successful!',
    description: `Welcome to ${PRODUCT_NAME} Plus! Redirecting...`,
    variant: 'success',
  });
}

/**
 * The server's own words when it answered; the connection is blamed only when no answer came
 * (a refusal such as a trial account's missing e-mail is not a network problem).
 */
export function toastSetupError(error: unknown): void {
  toast({ title: 'Subscription Setup Error', description: setupErrorText(error), variant: 'error' });
}

export function setupErrorText(error: unknown): string {
  if (!isApiError(error)) {
    return `Your subscription could not be set up: ${PRODUCT_NAME} could not be reached. Please check your connection and try again.`;
  }
  return `${error.userMessage ?? 'Your subscription could not be set up.'} If it keeps happening, please contact support.`;
}
