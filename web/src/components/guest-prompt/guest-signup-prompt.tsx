import { useEffect, useId, useRef, useState } from 'react';
import type { TUser } from '#common/contracts/auth.ts';
import type { TScanResult } from '#common/contracts/scans.ts';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '#web/hooks/use-media-query.ts';
import { track } from '#web/lib/analytics.ts';
import { cn } from '#web/lib/cn.ts';
import { GuestPromptBar } from './guest-prompt-bar.tsx';
import { GuestPromptPanel } from './guest-prompt-panel.tsx';
import { useGuestPrompt } from './use-guest-prompt.ts';

/**
 * Where the prompt sits: a card pinned to a corner on wide screens; on phones a one-line
 * bar that unfolds on tap, or, for an urgent result, a card in the page after the result,
 * so nothing ever covers the urgent result's way to a vet.
 */
type Placement = 'corner' | 'bar' | 'inline';

const ANNOUNCEMENT: Record<Placement, string> = {
  corner: 'Save this result: a sign-up offer opened at the bottom of the screen. Press Escape to dismiss it.',
  bar: 'Save this result: a sign-up offer opened at the bottom of the screen. Press Escape to dismiss it.',
  inline: 'Save this result: a sign-up offer appeared after the result.',
};

const FLOATING =
  'fixed inset-x-3 bottom-3 z-40 rounded-(--radius-card) border border-line bg-white shadow-lift animate-toast-in';

/**
 * The guest signup prompt. Non-modal: it never takes focus on its own (the
 * owner may be reading an urgent result), a live region announces it, and Escape or the
 * close button dismisses it.
 */
export function GuestSignupPrompt({ scan }: { scan: TScanResult }) {
  const { phase, dismiss, complete } = useGuestPrompt(scan);
  const isNarrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [isExpanded, setExpanded] = useState(false);
  const [isFormOpen, setFormOpen] = useState(false);
  const [user, setUser] = useState<TUser | null>(null);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const isVisible = phase === 'shown' || phase === 'welcome';
  const placement: Placement = !isNarrow ? 'corner' : scan.severity === 'urgent' ? 'inline' : 'bar';
  const isFolded = placement === 'bar' && !isExpanded;

  useEffect(() => {
    if (!isVisible || placement === 'inline') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isVisible, placement, dismiss]);

  const openForm = () => {
    setExpanded(true);
    setFormOpen(true);
    // The owner asked for the form, so moving focus into it is expected here.
    requestAnimationFrame(() => panelRef.current?.querySelector('input')?.focus());
  };

  const onCreated = (created: TUser) => {
    setUser(created);
    complete();
    track('guest_registration_completed', { severity: scan.severity });
  };

  const panel = (
    <GuestPromptPanel
      titleId={titleId}
      scanId={scan.id}
      user={phase === 'welcome' ? user : null}
      isFormOpen={isFormOpen}
      onOpenForm={openForm}
      onCreated={onCreated}
      onDismiss={dismiss}
    />
  );

  return (
    <>
      <p role="status" className="sr-only">
        {phase === 'shown' ? ANNOUNCEMENT[placement] : ''}
      </p>
      {isVisible && placement === 'inline' ? (
        <section
          ref={panelRef}
          aria-labelledby={titleId}
          className="rounded-(--radius-card) border border-brand-200 bg-brand-50/50 p-5"
        >
          {panel}
        </section>
      ) : null}
      {isVisible && placement !== 'inline' ? (
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          className={cn(
            FLOATING,
            isFolded
              ? 'inset-x-2 bottom-2 rounded-full p-1.5'
              : 'max-h-[calc(100dvh-1.5rem)] overflow-y-auto p-5 sm:right-auto sm:bottom-6 sm:left-6 sm:w-[26rem]',
          )}
        >
          {isFolded ? (
            <GuestPromptBar
              titleId={titleId}
              onExpand={() => setExpanded(true)}
              onCreateAccount={openForm}
              onDismiss={dismiss}
            />
          ) : (
            panel
          )}
        </div>
      ) : null}
    </>
  );
}
