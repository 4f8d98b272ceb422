import { X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

interface GuestPromptBarProps {
  titleId: string;
  onExpand: () => void;
  onCreateAccount: () => void;
  onDismiss: () => void;
}

/**
 * The prompt folded into one line for phones, so a result stays readable under it:
 * tapping the text unfolds the full offer, the button goes straight to the form.
 */
export function GuestPromptBar({ titleId, onExpand, onCreateAccount, onDismiss }: GuestPromptBarProps) {
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        id={titleId}
        onClick={onExpand}
        aria-expanded="false"
        className="min-w-0 flex-1 truncate rounded-full px-1.5 py-2 text-left text-sm font-semibold text-ink underline decoration-brand-300 decoration-dotted underline-offset-4"
      >
        Save result
      </button>
      <Button type="button" size="sm" className="px-3" onClick={onCreateAccount}>
        Create free account
      </Button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Close"
        className="rounded-full p-1.5 text-muted-ink hover:bg-brand-50 hover:text-ink"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
