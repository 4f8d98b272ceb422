import { describe, expect, it } from 'vitest';
import type { TUser } from '#common/contracts/auth.ts';
import { displayNameFor, navItemsFor } from './nav-items.ts';

const user = (over: Partial<TUser> = {}) => ({ email: 'sam@example.com', role: 'user', ...over }) as TUser;
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navItemsFor', () => {
  it('gives a guest no AI Chat and no admin links', () => {
    expect(labels(navItemsFor(null))).toEqual([
      'Scan',
      'Find Vets',
      'For Vets',
      'Pricing',
      'About',
      'Contact',
    ]);
  });

  it('adds My Pets and AI Chat for a member; an admin gets the admin pages instead of For Vets', () => {
    expect(labels(navItemsFor(user()))).toEqual([
      'Scan',
      'My Pets',
      'AI Chat',
      'Find Vets',
      'For Vets',
      'Pricing',
      'About',
      'Contact',
    ]);
    expect(labels(navItemsFor(user({ role: 'admin' })))).toEqual([
      'Scan',
      'My Pets',
      'AI Chat',
      'Find Vets',
      'Pricing',
      'About',
      'Contact',
      'Vet Dashboard',
      'Admin',
    ]);
  });
});

describe('navItemsFor a clinic', () => {
  it('gives clinic staff their clinic pages and the public links, no owner links', () => {
    expect(navItemsFor(user({ role: 'vet', partnerId: 'p1' }))).toEqual([
      { label: 'Referrals', to: '/clinic', end: true },
      { label: 'Grading', to: '/clinic/grading' },
      { label: 'Team', to: '/clinic/team' },
      { label: 'Find Vets', to: '/find-vets' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
    ]);
  });
});

describe('displayNameFor', () => {
  it('is the part of the e-mail before the @, or User without one', () => {
    expect(displayNameFor(user())).toBe('sam');
    expect(displayNameFor(user({ email: null }))).toBe('User');
    expect(displayNameFor(user({ email: '@example.com' }))).toBe('User');
  });
});
