import { useActivateSubscriptionMutation } from '#web/api/billing.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/hooks/use-toast.ts';

/** "Payment successful but didn't get Plus access?": the server re-reads the provider and decides. */
export function ActivateFallback() {
  const activate = useActivateSubscriptionMutation();
  return (
    <div className="rounded-xl border border-line bg-sand/50 p-4 text-center text-sm">
      <p className="font-semibold">Payment successful but didn't get Plus access?</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={activate.isPending}
        onClick={() =>
          activate.mutate(undefined, {
            onSuccess: () => {
              toast({
                title: 'Success!',
                description: 'Your Plus membership has been activated',
                variant: 'success',
              });
              setTimeout(() => window.location.reload(), 1_000);
            },
            onError: () =>
              toast({
                title: 'Activation Failed',
                description: 'Please contact support if payment was charged',
                variant: 'error',
              }),
          })
        }
      >
        {activate.isPending ? 'Checking...' : 'Activate My Subscription'}
      </Button>
    </div>
  );
}
