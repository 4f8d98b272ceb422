import type { TUser } from '#common/contracts/auth.ts';

/** Clinic staff work in /clinic (docs/product-rules.md#clinic-accounts). */
export const CLINIC_HOME = '/clinic';

function isClinicPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === CLINIC_HOME || pathname.startsWith(`${CLINIC_HOME}/`);
}

/**
 * Where a user goes after logging in, given the safe return path they came with (safe-next-path.ts).
 * Clinic staff land on their clinic: a return path inside /clinic is kept, any other (an owner's page
 * they cannot use) gives way to the inbox. Everyone else goes back where they came from, or home.
 */
export function landingPathFor(user: Pick<TUser, 'role'>, next: string | null): string {
  if (user.role === 'vet') return next && isClinicPath(next) ? next : CLINIC_HOME;
  return next ?? '/';
}
