import { Save, X } from 'lucide-react';
import type { TUser } from '#common/contracts/auth.ts';
import { STARTER_QUOTA_LABEL } from '#common/plans.ts';
import { SignupForm } from '#web/components/auth/signup-form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { GuestWelcomePanel } from './guest-welcome-panel.tsx';

interface GuestPromptPanelProps {
  titleId: string;
  scanId: string;
  /** Set once the account exists: the panel then welcomes its owner. */
  user: TUser | null;
  isFormOpen: boolean;
  onOpenForm: () => void;
  onCreated: (user: TUser) => void;
  onDismiss: () => void;
}

/** The prompt's content, wherever it is placed: the offer, then the signup form, then the welcome. */
export function GuestPromptPanel({
  titleId,
  scanId,
  user,
  isFormOpen,
  onOpenForm,
  onCreated,
  onDismiss,
}: GuestPromptPanelProps) {
  return (
    <>
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2 id={titleId} className="flex items-start gap-2 text-lg font-bold">
          <Save aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          {user ? 'Account created' : 'Keep track of this result'}
        </h2>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Close"
          className="-mt-1 -mr-1 rounded-full p-2 text-muted-ink hover:bg-brand-50 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {user ? (
        <GuestWelcomePanel user={user} />
      ) : isFormOpen ? (
        <SignupForm variant="compact" idPrefix={`guest-signup-${scanId}`} onSuccess={onCreated} />
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-ink">
            This result is worth following up. Create a free account to keep this scan and check again later:
            the free plan includes {STARTER_QUOTA_LABEL.toLowerCase()}.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={onOpenForm}>
              Create free account
            </Button>
            <Button type="button" variant="ghost" onClick={onDismiss}>
              Not now
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
