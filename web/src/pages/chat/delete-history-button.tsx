import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { useDeleteChatHistory } from '#web/api/chat.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/hooks/use-toast.ts';

interface DeleteHistoryButtonProps {
  isDisabled: boolean;
  /** Where focus goes once the history is gone (the trigger is then disabled): the question box. */
  focusAfterDelete: () => void;
}

/**
 * Erases the whole conversation after a confirming dialog (docs/product-rules.md#dental-chat).
 * A dialog, not an inline row: on a phone the confirmation would squeeze the disclaimer beside it.
 * Focus moves into the dialog (Cancel first, the safe choice) and back to the trigger on cancel.
 */
export function DeleteHistoryButton({ isDisabled, focusAfterDelete }: DeleteHistoryButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const isDeleted = useRef(false);
  const remove = useDeleteChatHistory();

  const confirm = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        isDeleted.current = true;
        setIsOpen(false);
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

  const onCloseAutoFocus = (event: Event) => {
    if (!isDeleted.current) return;
    isDeleted.current = false;
    event.preventDefault();
    focusAfterDelete();
  };

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={(open) => !remove.isPending && setIsOpen(open)}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" disabled={isDisabled}>
          <Trash2 aria-hidden="true" />
          {/* The icon alone on a phone, so the disclaimer and the button share one row. */}
          <span className="max-sm:sr-only">Delete history</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto grid max-w-md -translate-y-1/2 gap-4 rounded-(--radius-card) bg-paper p-6 shadow-lift data-[state=open]:animate-fade-in"
        >
          <AlertDialog.Title className="font-display text-xl font-bold">
            Delete every message?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-ink">
            Every question and answer in this chat is erased for good. Your pets and scans are kept.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button variant="accent" onClick={confirm} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
