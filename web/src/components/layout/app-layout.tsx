import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { usePageViews } from '#web/hooks/use-page-views.ts';
import { useScrollToHash } from '#web/hooks/use-scroll-to-hash.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function AppLayout() {
  useScrollToHash();
  usePageViews();
  return (
    <AppFrame>
      {/* A page's chunk loads on first visit; header and footer stay while it does. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}

function AppFrame({ children }: { children: ReactNode }) {
  return (
    // A page marked data-fills-screen (the chat) takes exactly the screen below the header on a
    // phone: no page scroll and no footer under it.
    <div className="flex min-h-dvh flex-col max-sm:has-[[data-fills-screen]]:h-dvh max-sm:has-[[data-fills-screen]]:[&>footer]:hidden">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/*
        At least a screen tall: while a page waits for its code or data the footer sits below the
        fold, instead of showing and then jumping down when the page arrives (a layout shift,
        docs/performance.md#lighthouse).
      */}
      <main
        id="main"
        tabIndex={-1}
        className="min-h-dvh flex-1 outline-none max-sm:has-[[data-fills-screen]]:flex max-sm:has-[[data-fills-screen]]:min-h-0 max-sm:has-[[data-fills-screen]]:flex-col"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
