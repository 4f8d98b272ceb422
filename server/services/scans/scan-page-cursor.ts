import { AppError } from '#server/errors.ts';

/**
 * The `before` cursor of a scan list page: the last scan's time and id (ties broken by id), opaque
 * to the client. Shared by a member's scan list and a pet's history.
 */
export const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(`${createdAt}|${id}`).toString('base64url');

/** Reads a cursor back; anything else is a 400 on `before`. */
export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || rest.length > 0 || Number.isNaN(Date.parse(createdAt))) {
    throw new AppError('VALIDATION_FAILED', 'Invalid page cursor.', {
      issues: [{ path: 'before', message: 'Invalid' }],
    });
  }
  return { createdAt, id };
}
