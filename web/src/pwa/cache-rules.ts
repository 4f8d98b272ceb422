/**
 * What the service worker (service-worker.ts) does with each request, as pure functions so they are
 * tested without a browser (docs/product-rules.md#installed-app).
 *
 * It never stores an API answer, a photo or a page: only the build's own files, whose names carry
 * their content's hash (or, for the shell and the offline page, which hold no one's data).
 */

/** Paths whose answers are per person or per moment: always left to the network, never stored. */
const NEVER_CACHED_PREFIXES = ['/api/', '/media/'];
/** The build's hashed files: immutable, so a stored copy is always right. */
const HASHED_ASSETS_PREFIX = '/assets/';

export type RequestRoute =
  /** Not the worker's business: the browser fetches it as if there were no worker. */
  | 'network'
  /** A file of this build: from the cache, else the network (and then kept). */
  | 'cache-first'
  /** A page: the network, and offline the cached shell (`/`) or the offline page. */
  | 'page';

export interface RequestFacts {
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  url: URL;
  /** The worker's own origin. */
  origin: string;
}

export function routeRequest({ method, mode, url, origin }: RequestFacts): RequestRoute {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  if (NEVER_CACHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return 'network';
  if (mode === 'navigate') return 'page';
  if (url.pathname.startsWith(HASHED_ASSETS_PREFIX)) return 'cache-first';
  return 'network';
}

/**
 * Whether a response may be stored: a whole, same-origin 200 that its server did not mark as
 * private or not to be stored. (A worker cannot read Set-Cookie; the routes that reach the cache,
 * the build's files, never set one.)
 */
export function isStorableResponse(response: Pick<Response, 'status' | 'type' | 'headers'>): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(private|no-store)\b/.test(cacheControl);
}

/**
 * How installing fetches a file of the shell: a hashed file from the browser's HTTP cache when it is
 * there (it cannot be stale, and the first visit has just downloaded it, so a phone pays no bytes
 * twice); any other file revalidated with the server, so the copy stored is this build's.
 */
export function precacheFetchMode(path: string): RequestCache {
  return path.startsWith(HASHED_ASSETS_PREFIX) ? 'default' : 'no-cache';
}

/** The page shown offline for a page that is not in the cache. */
export const OFFLINE_PAGE_PATH = '/offline.html';
/** The app's own HTML (no page rendered in it, no data): `/` offline renders from it. */
export const APP_SHELL_PATH = '/index.html';

/** The cached copy a page falls back to offline: the app's shell for `/`, the offline page elsewhere. */
export function offlineFallbackFor(url: URL): string {
  return url.pathname === '/' ? APP_SHELL_PATH : OFFLINE_PAGE_PATH;
}

/** Caches this worker's build owns are named with this prefix and the build's version. */
export const CACHE_PREFIX = 'pawsmile-';

export function cacheNameFor(version: string): string {
  return `${CACHE_PREFIX}shell-${version}`;
}

/** The caches an activating worker deletes: the app's older versions, never the shared-photo inbox. */
export function staleCaches(names: string[], current: string, keep: string[]): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current && !keep.includes(name));
}
