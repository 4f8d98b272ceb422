import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { isApiError } from '#web/api/client.ts';
import { useDeleteScanMutation } from '#web/api/scans.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { forgetGuestResult } from '#web/lib/guest-scan-flag.ts';

/**
 * Owners can delete a scan (docs/product-rules.md#privacy). Asks first, because the photo is gone for good.
 */
export function DeleteScanButton({ scanId }: { scanId: string }) {
  const navigate = useNavigate();
  const deleteScan = useDeleteScanMutation();

  const onConfirm = () =>
    deleteScan.mutate(scanId, {
      onSuccess: () => {
        forgetGuestResult(scanId);
        toast({
          title: 'Scan Deleted',
          description: 'The photo and its result were removed.',
          variant: 'success',
        });
        navigate('/', { replace: true });
      },
      onError: (error) =>
        toast({
          title: 'Delete Failed',
          description:
            (isApiError(error) && error.userMessage) || 'The scan could not be deleted. Please try again.',
          variant: 'error',
        }),
    });

  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="border-urgent/40 text-urgent hover:border-urgent hover:bg-urgent-soft"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto grid max-w-md -translate-y-1/2 gap-4 rounded-(--radius-card) bg-paper p-6 shadow-lift data-[state=open]:animate-fade-in">
          <AlertDialog.Title className="font-display text-xl font-bold">Delete this scan?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-ink">
            The photo, its overlay and the result are deleted for good, and any share link stops working.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Keep scan</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                onClick={onConfirm}
                disabled={deleteScan.isPending}
                className="bg-urgent hover:bg-urgent/90"
              >
                <Trash2 aria-hidden="true" />
                Delete scan
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
