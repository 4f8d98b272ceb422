import { createHmac } from 'node:crypto';
import type { TEventsBatch } from '#common/contracts/events.ts';
import type { Db } from '#server/db/client.ts';
import { insertAnalyticsEvents } from '#server/db/repositories/analytics-events.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';

/**
 * Stores a batch of product events without personal data: no e-mail, no user
 * id, no IP. Visitors are counted through a keyed hash of IP + browser that
 * changes every day, so it cannot be reversed or joined across days. Whether the
 * request was signed in is kept (never who), so the admin funnel can tell a
 * guest on the landing page from a member on the dashboard at the same path.
 */
export async function recordEvents(options: {
  db: Db;
  batch: TEventsBatch;
  ip: string;
  userAgent: string;
  secret: string;
  isTrackingRefused: boolean;
  isSignedIn: boolean;
}): Promise<number> {
  if (options.isTrackingRefused) return 0;
  const now = nowIso();
  const visitorHash = createHmac('sha256', options.secret)
    .update(`${now.slice(0, 10)}|${options.ip}|${options.userAgent}`)
    .digest('base64url')
    .slice(0, 22);
  await insertAnalyticsEvents(
    options.db,
    options.batch.events.map((event) => ({
      id: newId(),
      name: event.name,
      props: JSON.stringify(event.props ?? {}),
      visitor_hash: visitorHash,
      is_signed_in: options.isSignedIn ? 1 : 0,
      created_at: now,
    })),
  );
  return options.batch.events.length;
}
