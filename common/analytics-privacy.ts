/**
 * What analytics may never hold (docs/product-rules.md#analytics-events): e-mail addresses, phone
 * numbers and record ids. Plain functions without zod, so the web's page-view hook can scrub a path
 * in the browser with the very rule the server applies again (docs/performance.md#first-load: no zod in the
 * first page).
 */

/** Longest page path stored, after scrubbing. */
export const MAX_PAGE_PATH_LENGTH = 100;

/** A segment longer than this is not a page name of ours; it is treated like an id. */
const MAX_WORD_SEGMENT_LENGTH = 40;

/** local@domain.tld, also with spaces around the @ ("john @ example.com"). */
const EMAIL = /[^\s@/]+\s*@\s*[^\s@/]+\.[^\s@/]{2,}/;
/** Seven or more digits, alone or split by spaces, dots, dashes, slashes or brackets, with an optional +. */
const PHONE = /(?:\+\s*)?(?:\d[\s().\-/]*){7,}/;
/** RFC 4122 ids, as our records use (server/lib/ids.ts). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Share ids and tokens: 16+ URL-safe base64 characters with an upper-case letter, digit or underscore. */
const TOKEN = /^(?=.*[A-Z0-9_])[A-Za-z0-9_-]{16,}$/;

export type PersonalDataKind = 'an e-mail address' | 'a phone number';

/** Which kind of personal data a value looks like, or null when it looks like none. */
export function findPersonalData(value: string): PersonalDataKind | null {
  const text = safeDecode(value);
  if (text.includes('@') && EMAIL.test(text)) return 'an e-mail address';
  if (PHONE.test(text)) return 'a phone number';
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The placeholder a path segment becomes, or null when the segment is a plain page name and stays. */
function scrubSegment(raw: string): string | null {
  const segment = safeDecode(raw);
  if (segment.includes('@')) return ':email';
  if (PHONE.test(segment)) return ':phone';
  if (UUID.test(segment) || TOKEN.test(segment) || /\d/.test(segment)) return ':id';
  if (segment.length > MAX_WORD_SEGMENT_LENGTH || !/^[A-Za-z._~-]*$/.test(segment)) return ':id';
  return null;
}

/**
 * The path of a page view as analytics keeps it: no query string or fragment (they carry e-mail
 * addresses and tokens), each segment that is not a plain page name replaced (`/share/:id`,
 * `/x/:email`), at most MAX_PAGE_PATH_LENGTH characters.
 */
export function scrubPagePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const segments = withoutQuery.split('/').map((segment) => scrubSegment(segment) ?? segment);
  const scrubbed = segments.join('/').replace(/\/{2,}/g, '/');
  return (scrubbed.startsWith('/') ? scrubbed : `/${scrubbed}`).slice(0, MAX_PAGE_PATH_LENGTH);
}
