import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** The one page_view a guest's landing page records: the path '/' (props as the events route stores them). */
const LANDING_PAGE_PROPS = JSON.stringify({ path: '/' });

const toCount = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/**
 * Signed-out visitors who opened the landing page since `sinceIso`, one per visitor and UTC day: the
 * visitor hash changes daily (server/services/events/record-events.ts), so it cannot be joined across
 * days. Signed-in views of '/' are the dashboard, not the landing page; events stored before the
 * sign-in state was kept (is_signed_in null) are left out rather than guessed.
 */
export async function countLandingVisitors(db: Db, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.count<number>('visitor_hash').distinct().as('n'))
    .where('name', '=', 'page_view')
    .where('props', '=', LANDING_PAGE_PROPS)
    .where('is_signed_in', '=', 0)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirst();
  return toCount(row);
}

/**
 * The guests (one per guest cookie) who finished a guest scan since `sinceIso`; of them, those whose
 * scans moved into an account that now has an e-mail (a trial account without one has not signed
 * up yet; clinic staff and admins are made, not signed up); of those, the accounts whose Plus got past checkout
 * (paid at least once, not replaced before paying). Each step is a subset of the one before, by query.
 */
export async function countGuestFunnel(db: Db, sinceIso: string) {
  const guestScans = db
    .selectFrom('scans')
    .where('is_guest_scan', '=', 1)
    .where('state', '=', 'complete')
    .where('guest_id', 'is not', null)
    .where('created_at', '>=', sinceIso);
  const scannedGuests = guestScans.select('guest_id');
  const signedUp = db
    .selectFrom('guests as g')
    .innerJoin('users as u', 'u.id', 'g.claimed_by_user_id')
    .where('g.id', 'in', scannedGuests)
    .where('u.email', 'is not', null)
    .where('u.role', '=', 'user');
  const [scanned, signups, plus] = await Promise.all([
    guestScans.select((eb) => eb.fn.count<number>('guest_id').distinct().as('n')).executeTakeFirst(),
    signedUp.select((eb) => eb.fn.count<number>('u.id').distinct().as('n')).executeTakeFirst(),
    signedUp
      .select((eb) => eb.fn.count<number>('u.id').distinct().as('n'))
      .where(({ exists }) => exists(paidSubscriptionOf(db, 'u.id')))
      .executeTakeFirst(),
  ]);
  return { scanned: toCount(scanned), signedUp: toCount(signups), plus: toCount(plus) };
}

/**
 * Owners' accounts with an e-mail created since `sinceIso` (clinic staff and admins are made, not
 * signed up);
 * of them, those that finished a scan of their own (a guest scan they brought along does not count);
 * of those, the ones whose Plus got past checkout. Each step is a subset of the one before, by query.
 */
export async function countMemberFunnel(db: Db, sinceIso: string) {
  const newMembers = db
    .selectFrom('users as u')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.created_at', '>=', sinceIso)
    .where('u.role', '=', 'user')
    .where('u.email', 'is not', null);
  const scanned = newMembers.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('scans as s')
        .select('s.id')
        .whereRef('s.user_id', '=', 'u.id')
        .where('s.is_guest_scan', '=', 0)
        .where('s.state', '=', 'complete'),
    ),
  );
  const [joined, scannedCount, plus] = await Promise.all([
    newMembers.executeTakeFirst(),
    scanned.executeTakeFirst(),
    scanned.where(({ exists }) => exists(paidSubscriptionOf(db, 'u.id'))).executeTakeFirst(),
  ]);
  return { joined: toCount(joined), scanned: toCount(scannedCount), plus: toCount(plus) };
}

/** A subscription of the account that got past checkout: paid at least once and not replaced before paying. */
function paidSubscriptionOf(db: Db, userIdColumn: 'u.id') {
  return db
    .selectFrom('subscriptions as sub')
    .select('sub.id')
    .where('sub.user_id', '=', sql.ref<string>(userIdColumn))
    .where('sub.replaced_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('payments as p').select('p.id').whereRef('p.subscription_id', '=', 'sub.id')),
    );
}
