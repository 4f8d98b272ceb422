import type { Db } from '../client.ts';

const count = async (query: Promise<{ n: number | string | bigint } | undefined>) =>
  Number((await query)?.n ?? 0);

/**
 * The admin dashboard's four numbers and its declined-referrals badge, counted from the tables themselves. Clinic staff accounts are
 * partners' logins, not PawSmile's users (docs/product-rules.md#admin), so they are not counted.
 */
export async function countAdminTotals(db: Db) {
  const [users, scans, referrals, partners, declinedReferrals] = await Promise.all([
    count(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '!=', 'vet')
        .executeTakeFirst(),
    ),
    // Only finished scans count: a reservation is a photo still being analysed.
    count(
      db
        .selectFrom('scans')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', 'complete')
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('referrals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('vet_partners')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('review_status', '=', 'approved')
        .executeTakeFirst(),
    ),
    // Declined stays declined until an admin routes it again (→ routed) or closes it (→ cancelled).
    count(
      db
        .selectFrom('referrals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'declined')
        .executeTakeFirst(),
    ),
  ]);
  return { users, scans, referrals, partners, declinedReferrals };
}

/** Events per UTC day and name since `sinceIso` (timestamps are ISO text, so the day is its first 10 characters). */
export async function countEventsPerDay(db: Db, sinceIso: string) {
  const rows = await db
    .selectFrom('analytics_events')
    .select((eb) => [
      eb.fn<string>('substr', ['created_at', eb.val(1), eb.val(10)]).as('day'),
      'name',
      eb.fn.countAll<number>().as('n'),
    ])
    .where('created_at', '>=', sinceIso)
    .groupBy(['day', 'name'])
    .execute();
  return rows.map((row) => ({ day: row.day, name: row.name, count: Number(row.n) }));
}
