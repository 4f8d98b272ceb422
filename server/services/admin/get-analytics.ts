import type { TAnalyticsReport } from '#common/contracts/admin.ts';
import { ANALYTICS_EVENTS } from '#common/contracts/events.ts';
import type { Db } from '#server/db/client.ts';
import { countEventsPerDay } from '#server/db/repositories/admin-stats.ts';
import {
  countGuestFunnel,
  countLandingVisitors,
  countMemberFunnel,
} from '#server/db/repositories/analytics-funnel.ts';
import type { UserRow } from '#server/db/schema.ts';
import { assertAdmin } from './assert-admin.ts';
import { buildFunnel } from './build-funnel.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Landing visits come from analytics (one per visitor and day, never sent by a browser that refuses
 * tracking); guest scans from the scans table (one per guest browser). So the second step is not a
 * subset of the first by query and can come out larger: it is capped, and says why.
 */
const GUEST_SCAN_SOURCE_NOTE =
  'guest scans are counted per browser from the scans themselves, landing visits per visitor and day from analytics, which browsers refusing tracking do not send';

/** The UTC days from `from` to `to`, inclusive, as YYYY-MM-DD. */
export function dayRange(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (
    let t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
    t <= to.getTime();
    t += DAY_MS
  ) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The recorded events per UTC day over the last `days` days (today included), and two funnels over
 * the same window that compare like with like: guests (landing visit → guest scan → signed up →
 * Plus, followed from the guest's scan to the account it moved into) and new members (signed up →
 * scanned → Plus). See server/db/repositories/analytics-funnel.ts for what each step counts.
 */
export async function getAnalytics(options: {
  db: Db;
  user: UserRow | null;
  days: number;
  now?: Date;
}): Promise<TAnalyticsReport> {
  assertAdmin(options.user);
  const now = options.now ?? new Date();
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (options.days - 1) * DAY_MS,
  );
  const sinceIso = start.toISOString();
  const [perDay, landingVisitors, guests, members] = await Promise.all([
    countEventsPerDay(options.db, sinceIso),
    countLandingVisitors(options.db, sinceIso),
    countGuestFunnel(options.db, sinceIso),
    countMemberFunnel(options.db, sinceIso),
  ]);
  const zero = () => Object.fromEntries(ANALYTICS_EVENTS.map((name) => [name, 0]));
  const byDay = new Map(dayRange(start, now).map((date) => [date, zero()]));
  const totals: Record<string, number> = zero();
  for (const row of perDay) {
    const counts = byDay.get(row.day);
    if (!counts || !(row.name in counts)) continue;
    counts[row.name] += row.count;
    totals[row.name] += row.count;
  }
  return {
    from: start.toISOString().slice(0, 10),
    to: now.toISOString().slice(0, 10),
    events: [...ANALYTICS_EVENTS],
    days: [...byDay].map(([date, counts]) => ({ date, counts })),
    totals,
    funnels: {
      guests: buildFunnel([
        { step: 'landing_visit', label: 'Visited the landing page', count: landingVisitors },
        {
          step: 'guest_scan',
          label: 'Finished a guest scan',
          count: guests.scanned,
          mayExceedPreviousBecause: GUEST_SCAN_SOURCE_NOTE,
        },
        { step: 'signup', label: 'Signed up', count: guests.signedUp },
        { step: 'plus', label: 'Started Plus', count: guests.plus },
      ]),
      members: buildFunnel([
        { step: 'new_member', label: 'Signed up', count: members.joined },
        { step: 'member_scan', label: 'Finished a scan of their own', count: members.scanned },
        { step: 'plus', label: 'Started Plus', count: members.plus },
      ]),
    },
  };
}
