import { FUNNEL_STEPS, type TAnalyticsReport } from '#common/contracts/admin.ts';
import { ANALYTICS_EVENTS } from '#common/contracts/events.ts';
import type { Db } from '#server/db/client.ts';
import {
  countEventsPerDay,
  countPlusStartsSince,
  countSignupsSince,
} from '#server/db/repositories/admin-stats.ts';
import type { UserRow } from '#server/db/schema.ts';
import { assertAdmin } from './assert-admin.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const FUNNEL_LABELS: Record<(typeof FUNNEL_STEPS)[number], string> = {
  landing_page_scan: 'Landing page scan',
  scan_completed: 'Scan completed',
  signup: 'Signed up',
  plus: 'Started Plus',
};

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
 * The recorded events per UTC day over the last `days` days (today included),
 * and the funnel landing scan → scan completed → signup → Plus over the same
 * window. The first two steps count events; signups count new accounts with
 * an e-mail, Plus counts subscriptions that got past checkout.
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
  const [perDay, signups, plus] = await Promise.all([
    countEventsPerDay(options.db, sinceIso),
    countSignupsSince(options.db, sinceIso),
    countPlusStartsSince(options.db, sinceIso),
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
  const stepCount = {
    landing_page_scan: totals.landing_page_scan,
    scan_completed: totals.scan_completed,
    signup: signups,
    plus,
  };
  return {
    from: start.toISOString().slice(0, 10),
    to: now.toISOString().slice(0, 10),
    events: [...ANALYTICS_EVENTS],
    days: [...byDay].map(([date, counts]) => ({ date, counts })),
    totals,
    funnel: FUNNEL_STEPS.map((step) => ({ step, label: FUNNEL_LABELS[step], count: stepCount[step] })),
  };
}
