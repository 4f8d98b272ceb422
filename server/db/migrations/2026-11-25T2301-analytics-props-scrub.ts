import type { Kysely } from 'kysely';
import { scrubStoredProps } from '#server/services/events/scrub-stored-props.ts';

interface AnalyticsOnly {
  analytics_events: { id: string; name: string; props: string };
}

const BATCH_SIZE = 500;

/**
 * Issue 20 #8: events stored before the per-event allowlist may hold e-mail addresses, phone
 * numbers or ids in their props. Each row is read again through today's contract
 * (server/services/events/scrub-stored-props.ts) in batches by id, and rewritten only if it changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const analytics = db as unknown as Kysely<AnalyticsOnly>;
  let afterId = '';
  for (;;) {
    const rows = await analytics
      .selectFrom('analytics_events')
      .select(['id', 'name', 'props'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute();
    for (const row of rows) {
      const props = scrubStoredProps(row.name, row.props);
      if (props !== row.props) {
        await analytics.updateTable('analytics_events').set({ props }).where('id', '=', row.id).execute();
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_SIZE) return;
    afterId = last.id;
  }
}

/** Scrubbed personal data is gone for good; there is nothing to restore. */
export async function down(): Promise<void> {}
