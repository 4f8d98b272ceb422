import type { TPetScansQuery } from '#common/contracts/pets.ts';
import type { TReferralStatus } from '#common/contracts/referrals.ts';
import type { BillingInterval } from '#common/plans.ts';

// Every TanStack Query cache key, in one file. A mutation in one resource often invalidates
// another's keys (a scan changes the pet's history and the account summary), so the *.queries.ts
// files import keys from here rather than from each other, and no two of them import each other.
// Keys are hierarchical (`['pets', 'detail', id]`) so that invalidating a prefix reaches every
// query below it.

/** The history filters a Plus member picks: the query of GET /api/pets/:id/scans less its paging. */
export type PetScanFilters = Pick<TPetScansQuery, 'status' | 'from' | 'to'>;

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  referrals: () => [...adminKeys.all, 'referrals'] as const,
  referralEntries: (page: number) => [...adminKeys.all, 'referral-entries', page] as const,
  referral: (id: string) => [...adminKeys.all, 'referral', id] as const,
  candidates: (id: string) => [...adminKeys.all, 'candidates', id] as const,
  audit: (page: number) => [...adminKeys.all, 'audit', page] as const,
  analytics: (days: number) => [...adminKeys.all, 'analytics', days] as const,
  revenue: () => [...adminKeys.all, 'revenue'] as const,
  payments: (page: number) => [...adminKeys.all, 'payments', page] as const,
};

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
};

export const billingKeys = {
  all: ['billing'] as const,
  overview: () => [...billingKeys.all, 'overview'] as const,
  receipt: (paymentId: string) => [...billingKeys.all, 'receipt', paymentId] as const,
  setup: (interval: BillingInterval) => [...billingKeys.all, 'setup', interval] as const,
};

export const chatKeys = {
  all: ['chat'] as const,
  history: () => [...chatKeys.all, 'history'] as const,
};

export const clientConfigKeys = { all: ['client-config'] as const };

export const gradingKeys = {
  all: ['clinic-grading'] as const,
  queue: () => [...gradingKeys.all, 'queue'] as const,
  scan: (scanId: string) => [...gradingKeys.all, 'scan', scanId] as const,
  agreement: () => ['admin', 'grading-agreement'] as const,
};

export const clinicReferralKeys = {
  all: ['clinic-referrals'] as const,
  list: (page: number, status: TReferralStatus | null) =>
    [...clinicReferralKeys.all, 'list', page, status ?? 'all'] as const,
  detail: (id: string) => [...clinicReferralKeys.all, 'detail', id] as const,
};

export const clinicStaffKeys = {
  all: ['clinic-staff'] as const,
  list: () => [...clinicStaffKeys.all, 'list'] as const,
};

export const guestKeys = {
  all: ['guest'] as const,
  scans: () => [...guestKeys.all, 'scans'] as const,
};

export const meKeys = {
  all: ['me'] as const,
  summary: () => [...meKeys.all, 'summary'] as const,
};

export const petKeys = {
  all: ['pets'] as const,
  list: () => [...petKeys.all, 'list'] as const,
  detail: (id: string) => [...petKeys.all, 'detail', id] as const,
  scans: (id: string, filters: PetScanFilters = {}) => [...petKeys.detail(id), 'scans', filters] as const,
  progress: (id: string) => [...petKeys.detail(id), 'progress'] as const,
  compare: (id: string, before: string, after: string) =>
    [...petKeys.detail(id), 'compare', before, after] as const,
  report: (id: string) => [...petKeys.detail(id), 'report'] as const,
  analysis: (scanId: string) => [...petKeys.all, 'analysis', scanId] as const,
};

export const reminderKeys = {
  settings: ['account', 'reminders'] as const,
  unsubscribeLink: (token: string) => ['reminders', 'unsubscribe', token] as const,
};

export const scanKeys = {
  all: ['scans'] as const,
  detail: (id: string) => [...scanKeys.all, 'detail', id] as const,
};

export const shareKeys = {
  all: ['share'] as const,
  detail: (shareId: string) => [...shareKeys.all, 'detail', shareId] as const,
};

export const vetKeys = {
  all: ['vet-partners'] as const,
  finder: (origin: { lat: number; lng: number } | null) => [...vetKeys.all, 'finder', origin] as const,
  dashboard: (page: number) => [...vetKeys.all, 'dashboard', page] as const,
};

export const vetReportLinkKeys = {
  all: ['vet-report-links'] as const,
  list: (petId: string) => [...vetReportLinkKeys.all, 'list', petId] as const,
  shared: (token: string) => [...vetReportLinkKeys.all, 'shared', token] as const,
};
