import { useEffect, useSyncExternalStore } from 'react';

/**
 * Where toasts sit on a phone. At the top by default, so a toast never hides a call to action at
 * the bottom (a result's emergency vet search); a page whose own controls are at the top and that
 * has none at the bottom (the receipt, under "Back to billing") asks for the bottom while it shows.
 * Kept apart from toaster.tsx so such a page does not load Sonner with it.
 */
let pagesWantingBottom = 0;
const listeners = new Set<() => void>();

function setPagesWantingBottom(count: number) {
  pagesWantingBottom = count;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the page shown asked for toasts at the bottom of a phone's screen. */
export function usePhoneToastsAtBottom(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pagesWantingBottom > 0,
    () => false,
  );
}

/** Call in a page whose top holds its controls: on a phone its toasts sit at the bottom. */
export function useToastsAtBottomOnPhone(): void {
  useEffect(() => {
    setPagesWantingBottom(pagesWantingBottom + 1);
    return () => setPagesWantingBottom(pagesWantingBottom - 1);
  }, []);
}
