import type { TReferral, TWaitlistEntry } from '#common/contracts/waitlist.ts';
import type { Db } from '#server/db/client.ts';
import { listWaitlistEntries } from '#server/db/repositories/waitlist.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { toReferral, toWaitlistEntry } from './to-waitlist-entry.ts';

function assertAdmin(user: UserRow | null): void {
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Admins only.');
}

export async function listWaitlist(options: {
  db: Db;
  user: UserRow | null;
  limit: number;
}): Promise<TWaitlistEntry[]> {
  assertAdmin(options.user);
  return (await listWaitlistEntries(options.db, { limit: options.limit })).map(toWaitlistEntry);
}

export async function listReferrals(options: {
  db: Db;
  user: UserRow | null;
  limit: number;
}): Promise<TReferral[]> {
  assertAdmin(options.user);
  return (await listWaitlistEntries(options.db, { limit: options.limit })).map(toReferral);
}
