import { Link, NavLink } from 'react-router';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { cn } from '#web/lib/cn.ts';
import { AccountArea } from './account-area.tsx';
import { HEADER_BAR_CLASS, HEADER_ROW_CLASS } from './header-bar.ts';
import { Logo } from './logo.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { type NavItem, navItemsFor } from './nav-items.ts';

// Tight at xl so the admin's full set of links, Pricing included, fits one line at 1280 px.
const linkClass =
  'whitespace-nowrap rounded-full px-2 py-2 2xl:px-2.5 text-sm font-semibold text-muted-ink transition-colors hover:bg-brand-50 hover:text-brand-800';

export function DesktopNavLink({ item }: { item: NavItem }) {
  // '/#scan' is an anchor on the home screen, never "the current page", so it is a plain Link.
  if (item.to.includes('#')) {
    return (
      <Link to={item.to} className={linkClass}>
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) => cn(linkClass, isActive && 'bg-brand-50 text-brand-800')}
    >
      {item.label}
    </NavLink>
  );
}

export function SiteHeader() {
  const { user, isLoading } = useCurrentUser();
  const items = navItemsFor(user);
  return (
    <header className={HEADER_BAR_CLASS}>
      <div className={cn(HEADER_ROW_CLASS, '2xl:gap-4')}>
        <Logo />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center">
            {items.map((item) => (
              <li key={item.to}>
                <DesktopNavLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden md:block">{isLoading ? null : <AccountArea user={user} />}</div>
          <MobileNav items={items} user={user} isLoading={isLoading} />
        </div>
      </div>
    </header>
  );
}
