/** The page shapes a skeleton is drawn for; every other page gets the generic one. */
export type PageSkeletonKind = 'home' | 'pets' | 'pet-detail' | 'scan-detail' | 'generic';

/** Paths as web/src/routes/app-routes.tsx declares them (a trailing slash allowed). */
const SHAPES: readonly [RegExp, PageSkeletonKind][] = [
  [/^\/home\/?$/, 'home'],
  [/^\/pets\/?$/, 'pets'],
  [/^\/pets\/[^/]+\/?$/, 'pet-detail'],
  [/^\/scans\/[^/]+\/?$/, 'scan-detail'],
];

/**
 * Which skeleton a page shows before its code and data are in: the same answer for the server's first
 * HTML (server/plugins/pages/browser-page-html.ts) and the router's hydrate fallback, so the one
 * replaces the other without a jump.
 */
export function pageSkeletonKind(pathname: string): PageSkeletonKind {
  const path = pathname.split(/[?#]/)[0];
  return SHAPES.find(([pattern]) => pattern.test(path))?.[1] ?? 'generic';
}
