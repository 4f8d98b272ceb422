/**
 * The service worker (docs/product-rules.md#installed-app), built on its own into dist/web/sw.js by
 * scripts/build/pwa-assets.ts, which fills in the build's version and the files of the app's shell.
 *
 * - Installing stores the shell: index.html, the entry's code and CSS, the offline page, the manifest.
 * - The build's hashed files come from the cache first (and are kept when first fetched).
 * - Pages go to the network first; offline, `/` renders from the stored shell and any other page
 *   shows the offline page.
 * - API answers, photos and pages are never stored (cache-rules.ts).
 * - A photo shared from the phone's share sheet (the manifest's share_target) is kept for the
 *   scanner, which opens on its crop step; another site's post to the share target is refused
 *   (share-sheet-post.ts).
 * A new version waits until no tab runs the old one, so an open tab keeps the files it started with.
 */
import { SHARE_TARGET_FILE_FIELD, SHARED_PHOTO_MARKERS, sharedPhotoUrl } from '#common/share-target.ts';
import {
  cacheNameFor,
  isStorableResponse,
  offlineFallbackFor,
  precacheFetchMode,
  routeRequest,
  staleCaches,
} from './cache-rules.ts';
import { isFromShareSheet, isSharePost, type RequestInitiator } from './share-sheet-post.ts';
import { keepSharedPhoto, SHARED_PHOTO_INBOX } from './shared-photo-inbox.ts';

/** Filled in at build time (scripts/build/pwa-assets.ts). */
declare const __PWA_VERSION__: string;
declare const __PWA_PRECACHE__: string[];

// The project's TypeScript checks the browser's DOM types; these are the worker's few of its own.
interface WorkerExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerExtendableEvent {
  readonly request: Request;
  /** The page that started the request; '' when none did (the browser itself). */
  readonly clientId: string;
  /** The page's response the browser started fetching while the worker woke (navigation preload). */
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { navigationPreload?: { enable(): Promise<void> } };
  readonly caches: CacheStorage;
  /** get() finds only this origin's pages. */
  readonly clients: { claim(): Promise<void>; get(id: string): Promise<object | undefined> };
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;
const CACHE = cacheNameFor(__PWA_VERSION__);

worker.addEventListener('install', (event) => {
  const requests = __PWA_PRECACHE__.map((url) => new Request(url, { cache: precacheFetchMode(url) }));
  event.waitUntil(worker.caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await worker.caches.keys();
      const stale = staleCaches(names, CACHE, [SHARED_PHOTO_INBOX]);
      await Promise.all(stale.map((name) => worker.caches.delete(name)));
      // A page's request then starts while the worker wakes up, instead of after (a phone takes
      // tens of ms to start one), so a worker costs pages nothing on a repeat visit.
      await worker.registration.navigationPreload?.enable();
      // The first install takes the open tab at once, so it works offline without a reload.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const origin = worker.location.origin;
  if (isSharePost({ method: request.method, url, origin })) {
    event.respondWith(answerSharePost(event, url));
    return;
  }
  const route = routeRequest({ method: request.method, mode: request.mode, url, origin });
  if (route === 'cache-first') event.respondWith(fromCacheFirst(event));
  if (route === 'page') event.respondWith(pageFromNetworkFirst(event, url));
});

async function fromCacheFirst(event: WorkerFetchEvent): Promise<Response> {
  const { request } = event;
  const cache = await worker.caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Stored while the page already reads it, not before.
  if (isStorableResponse(response)) event.waitUntil(cache.put(request, response.clone()));
  return response;
}

async function pageFromNetworkFirst(event: WorkerFetchEvent, url: URL): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    const cache = await worker.caches.open(CACHE);
    const fallback = await cache.match(offlineFallbackFor(url));
    if (fallback) return fallback;
    throw error;
  }
}

/** A post from the share sheet is received; another (another site's form) keeps nothing. */
async function answerSharePost(event: WorkerFetchEvent, url: URL): Promise<Response> {
  const { request } = event;
  const initiator = await initiatorOf(event.clientId);
  const isShared = isFromShareSheet({
    url,
    referrer: request.referrer,
    initiator,
    origin: worker.location.origin,
  });
  return isShared ? receiveSharedPhoto(request) : notReceived();
}

/** Which page started a request: clients.get() finds a page of this origin only. */
async function initiatorOf(clientId: string): Promise<RequestInitiator> {
  if (!clientId) return 'none';
  return (await worker.clients.get(clientId)) ? 'own-page' : 'other-site';
}

/** Keeps the first shared photo and opens the scanner on it (303: the page is loaded with GET). */
async function receiveSharedPhoto(request: Request): Promise<Response> {
  try {
    const form = await request.formData();
    const photo = form
      .getAll(SHARE_TARGET_FILE_FIELD)
      .find((entry) => entry instanceof File && entry.size > 0);
    if (!(photo instanceof File)) return notReceived();
    await keepSharedPhoto(worker.caches, photo);
    return Response.redirect(sharedPhotoUrl(SHARED_PHOTO_MARKERS.ready), 303);
  } catch {
    return notReceived();
  }
}

/** The scanner, told that no shared photo arrived. */
function notReceived(): Response {
  return Response.redirect(sharedPhotoUrl(SHARED_PHOTO_MARKERS.unavailable), 303);
}
