import type { Db } from '../client.ts';
import type { AnalyticsEventsTable } from '../schema.ts';

export async function insertAnalyticsEvents(db: Db, events: AnalyticsEventsTable[]): Promise<void> {
  if (events.length > 0) await db.insertInto('analytics_events').values(events).execute();
}

export async function countEventsByName(db: Db, sinceIso: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('analytics_events')
    .select(['name', (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>', sinceIso)
    .groupBy('name')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}
