import { meEndpoints } from '#common/contracts/endpoints/me.ts';
import { petEndpoints } from '#common/contracts/endpoints/pets.ts';
import { scanEndpoints } from '#common/contracts/endpoints/scans.ts';
import { fillPath } from '#common/contracts/fill-path.ts';
import { decodeRecordId } from './record-id.ts';

/**
 * What a page's route loader asks the API for first (web/src/routes/app-routes.tsx), and who may ask:
 * a members' page needs a session; a scan's page needs the scan to be open to the caller, which
 * missing-record.ts has checked.
 */
export interface PageDataRequests {
  apiPaths: string[];
  audience: 'member' | 'record-viewer';
}

const PAGES: readonly [RegExp, (id: string) => PageDataRequests][] = [
  [/^\/home\/?$/, () => ({ apiPaths: [meEndpoints.summary.path], audience: 'member' })],
  [/^\/pets\/?$/, () => ({ apiPaths: [petEndpoints.list.path], audience: 'member' })],
  [
    /^\/pets\/([^/]+)\/?$/,
    (id) => ({ apiPaths: [fillPath(petEndpoints.get.path, { id })], audience: 'member' }),
  ],
  [
    /^\/scans\/([^/]+)\/?$/,
    (id) => ({ apiPaths: [fillPath(scanEndpoints.get.path, { id })], audience: 'record-viewer' }),
  ],
];

/**
 * The API requests a page's loader makes first, the URL filled in exactly as the web's client fills
 * it (fillPath, web/src/api/call-endpoint.ts) so the browser can hand the preloaded answer to it.
 * Undefined for any other page.
 */
export function pageDataRequests(pathname: string): PageDataRequests | undefined {
  for (const [pattern, requests] of PAGES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    if (match[1] === undefined) return requests('');
    const id = decodeRecordId(match[1]);
    return id === undefined ? undefined : requests(id);
  }
  return undefined;
}

/**
 * `<link rel="preload" as="fetch">` for each: the same mode and credentials as the app's fetch
 * (web/src/api/client.ts: same origin, `credentials: 'include'`), or Chromium fetches twice.
 */
export function dataPreloadLinks(apiPaths: readonly string[]): string {
  return apiPaths
    .map(
      (apiPath) => `\n    <link rel="preload" href="${apiPath}" as="fetch" crossorigin="use-credentials" />`,
    )
    .join('');
}
