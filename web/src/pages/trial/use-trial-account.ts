import { useEffect, useRef } from 'react';
import type { TScanResult } from '#common/contracts/scans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { useTrialAccountMutation } from '#web/api/scans.queries.ts';
import { dismissToast, toast } from '#web/hooks/use-toast.ts';
import { forgetGuestResult } from '#web/lib/guest-scan-flag.ts';

/**
 * Trial mode: a guest's trial scan becomes a Starter trial account holding that scan
 * (docs/product-rules.md#plans-and-quotas). If the call fails the visitor simply stays a guest.
 * The scanner waits for this before showing the result: once the scan belongs to the
 * account only its session may load the photo, so loading it earlier races the move.
 */
export function useTrialAccount() {
  const { user } = useCurrentUser();
  const trialAccount = useTrialAccountMutation();
  const toastId = useRef<string | null>(null);
  // The toast is about this page: it does not follow the visitor onto the checkout.
  useEffect(
    () => () => {
      if (toastId.current) dismissToast(toastId.current);
    },
    [],
  );
  return async (scan: TScanResult): Promise<void> => {
    if (user || !scan.isGuestScan) return;
    try {
      await trialAccount.mutateAsync();
    } catch {
      return;
    }
    // The scan now belongs to the trial account; a guest in this browser can no longer open it.
    forgetGuestResult(scan.id);
    toastId.current = toast({
      title: 'Trial Account Created',
      description: 'Your scan is saved to your new account.',
      variant: 'success',
    });
  };
}
