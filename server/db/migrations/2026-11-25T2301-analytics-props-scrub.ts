import type { Kysely } from 'kysely';

interface AnalyticsOnly {
  analytics_events: { id: string; name: string; props: string };
}

const BATCH_SIZE = 500;

/**
 * Events stored before the per-event allowlist (docs/product-rules.md#analytics-events) may hold e-mail
 * addresses, phone numbers or ids in their props. Each row is read again through the allowlist as it
 * stood when this migration was written, in batches by id, and rewritten only if it changes.
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

// What follows is a frozen copy of the rules this migration applied when it was written (the event
// contract in common/contracts/events.ts and the path scrubbing in common/analytics-privacy.ts, as
// of 2026-11-25), not an import of them: a migration must do on a database migrated next year what
// it did on the day it ran, whatever the live contract has become by then. Do not update it to match.

const SEVERITIES = ['normal', 'concerning', 'urgent'];
const SCAN_STATUSES = ['healthy', 'inflamed', 'pale', 'infection', 'tartar', 'unclear'];
const SCAN_METHODS = ['upload', 'camera'];

/** Each event's properties and their allowed values; `PAGE_PATH` is any path, kept scrubbed. */
const PAGE_PATH = 'page path';
const EVENT_PROPS: Record<string, Record<string, readonly string[] | typeof PAGE_PATH>> = {
  scan_started: { method: SCAN_METHODS, user_type: ['guest', 'starter', 'plus'] },
  scan_completed: { severity: SEVERITIES },
  guest_registration_shown: { severity: SEVERITIES },
  guest_registration_completed: { severity: SEVERITIES },
  vet_referral_submitted: { urgency_level: ['high', 'medium', 'low'] },
  scan_shared: { platform: ['link', 'twitter', 'facebook', 'whatsapp'] },
  shared_scan_viewed: { status: SCAN_STATUSES, severity: SEVERITIES },
  landing_page_scan: { method: SCAN_METHODS },
  vet_finder_used: { method: ['gps', 'manual'] },
  page_view: { path: PAGE_PATH },
};

/** Longest page path sent, and longest kept after scrubbing. */
const MAX_SENT_PATH_LENGTH = 2048;
const MAX_PAGE_PATH_LENGTH = 100;
/** A segment longer than this is not a page name; it is treated like an id. */
const MAX_WORD_SEGMENT_LENGTH = 40;
const PHONE = /(?:\+\s*)?(?:\d[\s().\-/]*){7,}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^(?=.*[A-Z0-9_])[A-Za-z0-9_-]{16,}$/;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function scrubSegment(raw: string): string | null {
  const segment = safeDecode(raw);
  if (segment.includes('@')) return ':email';
  if (PHONE.test(segment)) return ':phone';
  if (UUID.test(segment) || TOKEN.test(segment) || /\d/.test(segment)) return ':id';
  if (segment.length > MAX_WORD_SEGMENT_LENGTH || !/^[A-Za-z._~-]*$/.test(segment)) return ':id';
  return null;
}

/** No query or fragment, each segment that is not a plain page name replaced, at most 100 characters. */
function scrubPagePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const segments = withoutQuery.split('/').map((segment) => scrubSegment(segment) ?? segment);
  const scrubbed = segments.join('/').replace(/\/{2,}/g, '/');
  return (scrubbed.startsWith('/') ? scrubbed : `/${scrubbed}`).slice(0, MAX_PAGE_PATH_LENGTH);
}

/**
 * An event's stored props (JSON) as the allowlist accepted them: each property kept only if its event
 * lists it and its value is one of the listed ones (a page path comes back scrubbed); anything else,
 * including props that are not a JSON object or belong to no known event, is dropped. A listed value
 * is never an e-mail address or phone number, so nothing personal survives.
 */
export function scrubStoredProps(name: string, propsJson: string): string {
  let props: unknown;
  try {
    props = JSON.parse(propsJson);
  } catch {
    return '{}';
  }
  if (typeof props !== 'object' || props === null || Array.isArray(props)) return '{}';
  const allowed = Object.hasOwn(EVENT_PROPS, name) ? EVENT_PROPS[name] : {};
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(props)) {
    const rule = Object.hasOwn(allowed, key) ? allowed[key] : undefined;
    if (rule === undefined || typeof value !== 'string') continue;
    if (rule === PAGE_PATH) {
      if (value.length <= MAX_SENT_PATH_LENGTH) kept[key] = scrubPagePath(value);
    } else if (rule.includes(value)) {
      kept[key] = value;
    }
  }
  return JSON.stringify(kept);
}
