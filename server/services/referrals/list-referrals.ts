import type { TPageQuery } from '#common/contracts/pagination.ts';
import type { TReferralList, TWaitlistList } from '#common/contracts/waitlist.ts';
import type { Db } from '#server/db/client.ts';
import { listReferralPage } from '#server/db/repositories/referrals.ts';
import type { UserRow } from '#server/db/schema.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { toReferral, toReferralEntry } from './to-referral-entry.ts';

export async function listReferralEntries(options: {
  db: Db;
  user: UserRow | null;
  page: TPageQuery;
}): Promise<TWaitlistList> {
  assertAdmin(options.user);
  const { page, limit } = options.page;
  const { rows, total } = await listReferralPage(options.db, { limit, offset: (page - 1) * limit });
  return { items: rows.map(toReferralEntry), total, page, limit };
}

export async function listReferrals(options: {
  db: Db;
  user: UserRow | null;
  page: TPageQuery;
}): Promise<TReferralList> {
  assertAdmin(options.user);
  const { page, limit } = options.page;
  const { rows, total } = await listReferralPage(options.db, { limit, offset: (page - 1) * limit });
  return { items: rows.map(toReferral), total, page, limit };
}
