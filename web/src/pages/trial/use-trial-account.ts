import type { TScanResult } from '#common/contracts/scans.ts';
import { useCurrentUser } from '../../api/auth.queries.ts';
import { useTrialAccountMutation } from '../../api/scans.queries.ts';
import { toast } from '../../hooks/use-toast.ts';

/**
 * SPEC section 4, trial mode: a guest's trial scan becomes a Starter trial account
 * holding that scan. If the call fails the visitor simply stays a guest (SPEC section 8).
 */
export function useTrialAccount() {
  const { user } = useCurrentUser();
  const trialAccount = useTrialAccountMutation();
  return (scan: TScanResult) => {
    if (user || !scan.isGuestScan) return;
    trialAccount.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Trial Account Created',
          description: 'Your scan is saved to your new account.',
          variant: 'success',
        }),
    });
  };
}
