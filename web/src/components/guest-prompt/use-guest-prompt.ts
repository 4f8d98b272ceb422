import { useCallback, useEffect, useState } from 'react';
import type { TScanResult } from '#common/contracts/scans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { track } from '#web/lib/analytics.ts';

/** The prompt waits 4 s so the owner reads the result first. */
export const GUEST_PROMPT_DELAY_MS = 4000;
const DISMISSED_KEY = 'pawsmile:guest-prompt-dismissed';

export type GuestPromptPhase = 'waiting' | 'shown' | 'welcome' | 'dismissed';

/** Dismissals survive a re-render of the result (and a reload) for the rest of the browser session. */
function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberDismissed(scanId: string): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...readDismissed(), scanId].slice(-20)));
  } catch {
    // Storage can be full or disabled; the prompt then stays dismissed only until the page is left.
  }
}

function isSerious(scan: TScanResult): boolean {
  return scan.severity === 'concerning' || scan.severity === 'urgent';
}

/** When to show the guest signup prompt for one scan result, and how it moves between phases. */
export function useGuestPrompt(scan: TScanResult) {
  const { user, isLoading } = useCurrentUser();
  const [phase, setPhase] = useState<GuestPromptPhase>(() =>
    readDismissed().includes(scan.id) ? 'dismissed' : 'waiting',
  );
  const isEligible = phase === 'waiting' && scan.isGuestScan && !isLoading && !user && isSerious(scan);

  useEffect(() => {
    if (!isEligible) return;
    const timer = setTimeout(() => {
      setPhase('shown');
      track('guest_registration_shown', { severity: scan.severity });
    }, GUEST_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isEligible, scan.severity]);

  const dismiss = useCallback(() => {
    rememberDismissed(scan.id);
    setPhase('dismissed');
  }, [scan.id]);
  const complete = () => {
    rememberDismissed(scan.id);
    setPhase('welcome');
  };

  return { phase, dismiss, complete };
}
