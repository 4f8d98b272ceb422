import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page hands the browser besides its HTML (docs/decisions/009-server-rendered-public-pages.md):
 * the queries its loaders filled and each route's loader result, so the browser's first render is
 * the server's, and hydration finds nothing to fetch. Sent as JSON in a non-executing script element,
 * which the Content Security Policy allows where an inline script would not be.
 */
export interface ServerPageState {
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
}

export const PAGE_STATE_ELEMENT_ID = 'ps-page-state';

/** The state as a script element; `<` is escaped so no value can close the element early. */
export function pageStateScript(state: ServerPageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state the server sent with this page, or null when the page was not rendered on the server. */
export function readPageState(doc: Pick<Document, 'getElementById'>): ServerPageState | null {
  const element = doc.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerPageState;
  } catch {
    return null;
  }
}

let wasServerRendered = typeof document === 'undefined';

/** Whether this page's first HTML came from the server (always true while rendering on it). */
export function isServerRenderedPage(): boolean {
  return wasServerRendered;
}

/** Called by the browser entry before it hydrates a server-rendered page. */
export function markServerRendered(): void {
  wasServerRendered = true;
}
