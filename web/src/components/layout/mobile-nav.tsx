import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Sheet, SheetContent, SheetTrigger } from '#web/components/ui/sheet.tsx';
import { AccountArea } from './account-area.tsx';
import type { NavItem } from './nav-items.ts';

interface MobileNavProps {
  items: NavItem[];
  user: TUser | null;
  isLoading: boolean;
}

export function MobileNav({ items, user, isLoading }: MobileNavProps) {
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="xl:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent title="Menu">
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
