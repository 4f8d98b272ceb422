import type { TUser } from '#common/contracts/auth.ts';

export interface NavItem {
  label: string;
  to: string;
  /** Current only on exactly this path: /clinic is the inbox, not every clinic page. */
  end?: boolean;
}

/**
 * Admin and Vet Dashboard are shown to admins only; AI Chat needs an account
 * (docs/product-rules.md#accounts-and-sessions). An admin reviews clinics on the Vet Dashboard, so
 * their header drops For Vets (clinic sign-up, still in the footer): with My Pets added, ten links
 * pushed Sign Out off a 1280 px screen. Clinic staff get their clinic's pages, then the public links,
 * and none of an owner's (docs/product-rules.md#clinic-accounts).
 */
export function navItemsFor(user: TUser | null): NavItem[] {
  if (user?.role === 'vet') return clinicNavItems();
  const isAdmin = user?.role === 'admin';
  const items: NavItem[] = [{ label: 'Scan', to: '/#scan' }];
  if (user) items.push({ label: 'My Pets', to: '/pets' }, { label: 'AI Chat', to: '/chat' });
  items.push({ label: 'Find Vets', to: '/find-vets' });
  if (!isAdmin) items.push({ label: 'For Vets', to: '/vet-register' });
  items.push(
    { label: 'Pricing', to: '/pricing' },
    { label: 'About', to: '/about' },
    { label: 'Contact', to: '/contact' },
  );
  if (isAdmin) {
    items.push({ label: 'Vet Dashboard', to: '/vet-dashboard' }, { label: 'Admin', to: '/admin' });
  }
  return items;
}

function clinicNavItems(): NavItem[] {
  return [
    { label: 'Referrals', to: '/clinic', end: true },
    { label: 'Grading', to: '/clinic/grading' },
    { label: 'Team', to: '/clinic/team' },
    { label: 'Find Vets', to: '/find-vets' },
    { label: 'Pricing', to: '/pricing' },
    { label: 'About', to: '/about' },
    { label: 'Contact', to: '/contact' },
  ];
}

/** The part of the e-mail before the @, or 'User'. */
export function displayNameFor(user: TUser): string {
  const local = user.email?.split('@')[0];
  return local ? local : 'User';
}
