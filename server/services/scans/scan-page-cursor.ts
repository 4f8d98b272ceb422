import { AppError } from '#server/errors.ts';

/**
 * The `before` cursor of a scan list page: the last scan's time and id (ties broken by id), opaque
 * to the client. Shared by a member's scan list and a pet's history.
 */
export interface ScanCursor {
  createdAt: string;
  id: string;
}

export const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(`${createdAt}|${id}`).toString('base64url');

/** Unpadded base64url, as encodeCursor writes it (the query schema caps its length). */
const CURSOR_TEXT = /^[A-Za-z0-9_-]+$/;
/** created_at as the server writes it (Date.toISOString()). */
const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Scan ids are UUIDs (lib/ids.ts); letters, digits and dashes leave room for any id we make. */
const SCAN_ID = /^[A-Za-z0-9-]{1,64}$/;

const invalidCursor = () =>
  new AppError(
    'INVALID_CURSOR',
    'This page cursor is not valid. Reload the list to start from your newest scans.',
    {
      issues: [{ path: 'before', message: 'Invalid cursor' }],
    },
  );

/**
 * Reads a cursor back, accepting only what encodeCursor could have written: canonical base64url
 * of valid UTF-8, a time in the server's own format that is a real date, and an id of the
 * letters, digits and dashes ids are made of. Anything else (a NUL byte, which PostgreSQL text
 * refuses with a 500, broken UTF-8, SQL, a third part) is a 400 INVALID_CURSOR on both
 * databases, before any query sees it.
 */
export function decodeCursor(cursor: string): ScanCursor {
  if (!CURSOR_TEXT.test(cursor)) throw invalidCursor();
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  // Broken UTF-8 decodes to U+FFFD and leftover bits are dropped: neither encodes back the same.
  if (Buffer.from(text).toString('base64url') !== cursor) throw invalidCursor();
  const parts = text.split('|');
  if (parts.length !== 2) throw invalidCursor();
  const [createdAt = '', id = ''] = parts;
  if (!CREATED_AT.test(createdAt) || !SCAN_ID.test(id)) throw invalidCursor();
  const time = Date.parse(createdAt);
  if (Number.isNaN(time) || new Date(time).toISOString() !== createdAt) throw invalidCursor();
  return { createdAt, id };
}

/** Whether a scan comes after the cursor in the lists' newest-first order (time, then id). */
export const isAfterCursor = (scan: { created_at: string; id: string }, cursor: ScanCursor) =>
  scan.created_at < cursor.createdAt || (scan.created_at === cursor.createdAt && scan.id < cursor.id);
