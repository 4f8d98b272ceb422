import { Menu } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { TUser } from '#common/contracts/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { needsApp, takeEarlyTap } from '#web/lib/early-taps.ts';
import { lazyPage } from '#web/lib/lazy-page.ts';
import type { NavItem } from './nav-items.ts';

/** The sheet (Radix Dialog) loads on the first tap, not with every page (docs/performance.md#first-load). */
const MobileNavSheet = lazyPage(() =>
  import('./mobile-nav-sheet.tsx').then((module) => module.MobileNavSheet),
);

interface MobileNavProps {
  items: NavItem[];
  user: TUser | null;
  isLoading: boolean;
}

export function MobileNav({ items, user, isLoading }: MobileNavProps) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = () => {
    setHasOpened(true);
    setOpen(true);
  };
  // Tapped on the server's HTML before the app had loaded (lib/early-taps.ts): open now that it has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app takes over the page.
  useEffect(() => {
    if (takeEarlyTap(buttonRef.current)) open();
  }, []);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="xl:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={open}
        {...needsApp}
      >
        <Menu aria-hidden="true" />
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileNavSheet
            items={items}
            user={user}
            isLoading={isLoading}
            isOpen={isOpen}
            onOpenChange={setOpen}
            triggerRef={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
