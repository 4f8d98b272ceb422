import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteChatHistory } from '#web/api/chat.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/hooks/use-toast.ts';

/** Erases the whole conversation after one confirming click (docs/product-rules.md#dental-chat). */
export function DeleteHistoryButton({ isDisabled }: { isDisabled: boolean }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteChatHistory();

  const confirm = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        toast({ title: 'Chat history deleted', variant: 'success' });
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to delete the chat history. Please try again.',
          variant: 'error',
        }),
    });
  };

  if (!isConfirming) {
    return (
      <Button variant="ghost" size="sm" disabled={isDisabled} onClick={() => setIsConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {/* The icon alone on a phone, so the disclaimer and the button share one row. */}
        <span className="max-sm:sr-only">Delete history</span>
      </Button>
    );
  }
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Confirm deleting the chat history</legend>
      <span className="text-sm font-semibold">Delete every message?</span>
      <Button variant="accent" size="sm" onClick={confirm} disabled={remove.isPending}>
        Delete
      </Button>
      <Button variant="outline" size="sm" onClick={() => setIsConfirming(false)} disabled={remove.isPending}>
        Cancel
      </Button>
    </fieldset>
  );
}
