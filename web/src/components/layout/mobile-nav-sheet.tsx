import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { Sheet, SheetContent } from '#web/components/ui/sheet.tsx';
import { AccountArea } from './account-area.tsx';
import type { NavItem } from './nav-items.ts';

interface MobileNavSheetProps {
  items: NavItem[];
  user: TUser | null;
  isLoading: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The menu button: opened without a Radix Trigger, Radix has nothing to return focus to by itself. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The phone menu as a side sheet (Radix Dialog: focus trap, Escape, focus back on the menu button). */
export function MobileNavSheet({
  items,
  user,
  isLoading,
  isOpen,
  onOpenChange,
  triggerRef,
}: MobileNavSheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent
        title="Menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={close}
                  className="block rounded-xl px-3 py-3 text-base font-semibold text-ink hover:bg-brand-50"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t border-line pt-4">
          {isLoading ? null : <AccountArea user={user} isStacked onNavigate={close} />}
        </div>
      </SheetContent>
    </Sheet>
  );
}
