import { describe, expect, it } from 'vitest';
import {
  cacheNameFor,
  isStorableResponse,
  offlineFallbackFor,
  precacheFetchMode,
  routeRequest,
  staleCaches,
} from './cache-rules.ts';

const ORIGIN = 'https://pawsmile.example';
const route = (path: string, { method = 'GET', mode = 'cors', origin = ORIGIN } = {}) =>
  routeRequest({ method, mode, url: new URL(path, origin), origin: ORIGIN });

describe('routeRequest', () => {
  it('leaves API answers, photos and their pages to the network, whatever asked for them', () => {
    expect(route('/api/auth/session')).toBe('network');
    expect(route('/api/scans/abc')).toBe('network');
    expect(route('/media/scans/abc/original.jpg')).toBe('network');
    expect(route('/media/scans/abc/overlay.png', { mode: 'no-cors' })).toBe('network');
    // Even a navigation to one (a photo opened in its own tab, /api/logout).
    expect(route('/api/logout', { mode: 'navigate' })).toBe('network');
    expect(route('/media/scans/abc/original.jpg', { mode: 'navigate' })).toBe('network');
  });

  it('serves the build’s hashed files cache-first, and pages network-first', () => {
    expect(route('/assets/index-Bz5-rwe6.css')).toBe('cache-first');
    expect(route('/assets/route-pricing-DVV3e-C6.js')).toBe('cache-first');
    expect(route('/', { mode: 'navigate' })).toBe('page');
    expect(route('/pets/abc?tab=history', { mode: 'navigate' })).toBe('page');
  });

  it('does not touch other methods, other origins or unhashed files', () => {
    expect(route('/assets/index.js', { method: 'POST' })).toBe('network');
    expect(route('/', { method: 'POST', mode: 'navigate' })).toBe('network');
    expect(route('/assets/x.js', { origin: 'https://js.stripe.com' })).toBe('network');
    expect(route('/sw.js')).toBe('network');
    expect(route('/manifest.webmanifest')).toBe('network');
  });
});

describe('isStorableResponse', () => {
  const response = (init: { status?: number; type?: ResponseType; cacheControl?: string }) => ({
    status: init.status ?? 200,
    type: init.type ?? 'basic',
    headers: new Headers(init.cacheControl ? { 'cache-control': init.cacheControl } : {}),
  });

  it('stores a whole same-origin answer its server lets anyone keep', () => {
    expect(isStorableResponse(response({ cacheControl: 'public, max-age=31536000, immutable' }))).toBe(true);
    expect(isStorableResponse(response({ cacheControl: 'no-cache' }))).toBe(true);
    expect(isStorableResponse(response({}))).toBe(true);
  });

  it('never stores a private or no-store answer, an error, a partial or an opaque one', () => {
    expect(isStorableResponse(response({ cacheControl: 'private, max-age=60' }))).toBe(false);
    expect(isStorableResponse(response({ cacheControl: 'No-Store' }))).toBe(false);
    expect(isStorableResponse(response({ status: 404 }))).toBe(false);
    expect(isStorableResponse(response({ status: 206 }))).toBe(false);
    expect(isStorableResponse(response({ type: 'opaque' }))).toBe(false);
    expect(isStorableResponse(response({ type: 'cors' }))).toBe(false);
  });
});

describe('precacheFetchMode', () => {
  it('takes hashed files from the HTTP cache and revalidates the rest, so the stored shell is this build’s', () => {
    expect(precacheFetchMode('/assets/index-D-OoUVt0.js')).toBe('default');
    expect(precacheFetchMode('/index.html')).toBe('no-cache');
    expect(precacheFetchMode('/offline.html')).toBe('no-cache');
    expect(precacheFetchMode('/icons/icon-192.png')).toBe('no-cache');
  });
});

describe('offline fallbacks and cache versions', () => {
  it('renders `/` from the shell offline, and shows the offline page for every other page', () => {
    expect(offlineFallbackFor(new URL('/', ORIGIN))).toBe('/index.html');
    expect(offlineFallbackFor(new URL('/?step=crop', ORIGIN))).toBe('/index.html');
    expect(offlineFallbackFor(new URL('/pricing', ORIGIN))).toBe('/offline.html');
  });

  it('deletes the app’s older caches on activation, never the current one, the inbox or others’', () => {
    const current = cacheNameFor('v2');
    expect(
      staleCaches([cacheNameFor('v1'), current, 'pawsmile-shared-photo', 'someone-else'], current, [
        'pawsmile-shared-photo',
      ]),
    ).toEqual([cacheNameFor('v1')]);
  });
});
