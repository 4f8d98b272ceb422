import type { ReactNode } from 'react';
import { HEADER_BAR_CLASS, HEADER_ROW_CLASS } from '#web/components/layout/header-bar.ts';
import { Logo } from '#web/components/layout/logo.tsx';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';

/**
 * The site's frame before anyone knows who is signed in: the header bar at the real header's height
 * (components/layout/site-header.tsx) with the logo and a round place for the menu, the page's area a
 * screen tall and the footer below it, as components/layout/app-layout.tsx lays them out. Links and
 * menus arrive with the app.
 */
export function SkeletonFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className={HEADER_BAR_CLASS}>
        <div className={HEADER_ROW_CLASS}>
          <Logo />
          <div aria-hidden="true" className="size-9 rounded-full bg-line/70" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
