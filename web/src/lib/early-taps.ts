/**
 * Taps that reach a control before the app has taken over a server-rendered page
 * (docs/performance.md#first-interaction). Most of the page works without the app (links, the scan
 * buttons' file inputs); a control marked `data-needs-app` (the phone's menu button) does not, so the
 * entry (main.tsx) keeps a tap on it, and the control acts on it as the app takes over.
 */

import type { ScanMethod } from './analytics.ts';

const NEEDS_APP = 'data-needs-app';
const TAPPED_EARLY = 'data-tapped-early';
/** Set on <html> once the app runs the page: from then on its controls answer taps themselves. */
const APP_READY = 'data-app-ready';

/**
 * A photo chosen in a scan button's file input (inside `[data-photo-picker]`) before the app took
 * over. The input keeps it too, but hydration may replace the input's element (a boundary that gets
 * an update before it has hydrated is rendered again from scratch), and its file with it.
 */
let earlyPhoto: { file: File; method: ScanMethod } | null = null;

/** Spread on a control that does nothing until the app has loaded. */
export const needsApp = { [NEEDS_APP]: '' } as const;

/** Installed by the entry on a server-rendered page, before the app has loaded. */
export function keepEarlyTaps(doc: Pick<Document, 'addEventListener' | 'documentElement'> = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      if (doc.documentElement.hasAttribute(APP_READY)) return;
      // The target may be a text node or the document itself, which have no closest().
      const target = event.target as Partial<Pick<Element, 'closest'>> | null;
      target?.closest?.(`[${NEEDS_APP}]`)?.setAttribute(TAPPED_EARLY, '');
    },
    { capture: true },
  );
  doc.addEventListener(
    'change',
    (event) => {
      if (doc.documentElement.hasAttribute(APP_READY)) return;
      const input = event.target as Partial<HTMLInputElement> | null;
      const file = input?.type === 'file' ? input.files?.[0] : undefined;
      if (!file || !input?.closest?.('[data-photo-picker]')) return;
      // The Take Photo input asks for the camera (`capture`); Upload File does not.
      earlyPhoto = { file, method: input.hasAttribute?.('capture') ? 'camera' : 'upload' };
    },
    { capture: true },
  );
}

/** The photo chosen before the app took over, if any; used up by asking. */
export function takeEarlyPhoto(): { file: File; method: ScanMethod } | null {
  const photo = earlyPhoto;
  earlyPhoto = null;
  return photo;
}

/** Marks the page as run by the app (an effect of the app's root, after hydration). */
export function markAppReady(doc: Pick<Document, 'documentElement'> = document): void {
  doc.documentElement.setAttribute(APP_READY, '');
}

/** Whether the control was tapped before the app loaded; the tap is used up by asking. */
export function takeEarlyTap(control: Pick<Element, 'hasAttribute' | 'removeAttribute'> | null): boolean {
  if (!control?.hasAttribute(TAPPED_EARLY)) return false;
  control.removeAttribute(TAPPED_EARLY);
  return true;
}
