import { Save, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TUser } from '#common/contracts/auth.ts';
import type { TScanResult } from '#common/contracts/scans.ts';
import { STARTER_QUOTA_LABEL } from '#common/plans.ts';
import { track } from '../../lib/analytics.ts';
import { SignupForm } from '../auth/signup-form.tsx';
import { Button } from '../ui/button.tsx';
import { GuestWelcomePanel } from './guest-welcome-panel.tsx';
import { useGuestPrompt } from './use-guest-prompt.ts';

/**
 * SPEC section 4, guest signup prompt. A non-modal dialog pinned to the corner of the
 * screen: it never takes focus on its own (the owner may be reading an urgent result),
 * a live region announces it, and Escape or the close button dismisses it.
 */
export function GuestSignupPrompt({ scan }: { scan: TScanResult }) {
  const { phase, dismiss, complete } = useGuestPrompt(scan);
  const [isFormOpen, setFormOpen] = useState(false);
  const [user, setUser] = useState<TUser | null>(null);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const isVisible = phase === 'shown' || phase === 'welcome';

  useEffect(() => {
    if (!isVisible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isVisible, dismiss]);

  const openForm = () => {
    setFormOpen(true);
    // The owner asked for the form, so moving focus into it is expected here.
    requestAnimationFrame(() => panelRef.current?.querySelector('input')?.focus());
  };

  const onCreated = (created: TUser) => {
    setUser(created);
    complete();
    track('guest_registration_completed', { severity: scan.severity });
  };

  return (
    <>
      <p role="status" className="sr-only">
        {phase === 'shown'
          ? 'Save this result: a sign-up offer opened at the bottom of the screen. Press Escape to dismiss it.'
          : ''}
      </p>
      {isVisible ? (
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          className="fixed inset-x-3 bottom-3 z-40 max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-(--radius-card) border border-line bg-white p-5 shadow-lift animate-toast-in sm:right-auto sm:bottom-6 sm:left-6 sm:w-[26rem]"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
              <Save aria-hidden="true" className="size-5 text-brand-700" />
              {phase === 'welcome' ? 'Account created' : 'Keep track of this result'}
            </h2>
            <button
              type="button"
              onClick={dismiss}
              aria-label="Close"
              className="-mt-1 -mr-1 rounded-full p-2 text-muted-ink hover:bg-brand-50 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {phase === 'welcome' && user ? (
            <GuestWelcomePanel user={user} />
          ) : isFormOpen ? (
            <SignupForm variant="compact" idPrefix={`guest-signup-${scan.id}`} onSuccess={onCreated} />
          ) : (
            <div className="grid gap-3">
              <p className="text-sm text-muted-ink">
                This result is worth following up. Create a free account to keep this scan and check again
                later: the free plan includes {STARTER_QUOTA_LABEL.toLowerCase()}.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button type="button" onClick={openForm}>
                  Create free account
                </Button>
                <Button type="button" variant="ghost" onClick={dismiss}>
                  Not now
                </Button>
              </div>
            </div>
          )}
        </div>
      ) : null}
    </>
  );
}
