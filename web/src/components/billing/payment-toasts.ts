import { PRODUCT_NAME } from '#common/brand.ts';
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

export function toastPaymentSuccessful(): void {
  toast({
    title: 'Payment Successful!',
    description: `Welcome to ${PRODUCT_NAME} Plus! Redirecting...`,
    variant: 'success',
  });
}

export function toastSetupError(message?: string): void {
  toast({
    title: 'Subscription Setup Error',
    description: `${message ?? 'Your subscription could not be set up.'} Please check your connection and try again, or contact support.`,
    variant: 'error',
  });
}
