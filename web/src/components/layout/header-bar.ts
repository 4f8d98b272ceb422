/**
 * The header bar's look, shared by the site header (site-header.tsx) and the frame a page shows before
 * the app has loaded (components/skeletons/skeleton-frame.tsx), so the one replaces the other in place.
 */
export const HEADER_BAR_CLASS =
  'sticky top-0 z-40 border-b border-line/70 bg-paper/90 backdrop-blur supports-[backdrop-filter]:bg-paper/75';
export const HEADER_ROW_CLASS = 'mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6';
