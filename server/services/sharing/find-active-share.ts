import { SHARE_ID_PATTERN } from '#common/contracts/share.ts';
import type { Db } from '#server/db/client.ts';
import { findSharedScan } from '#server/db/repositories/shares.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

/** The one answer for malformed, unknown and revoked links alike. */
export function shareNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This shared scan link is invalid or has been removed.');
}

/**
 * The scan behind an active share link, or a 404 for malformed, unknown and
 * revoked ids alike: the link is the only access check a stranger passes.
 */
export async function findActiveShare(options: { db: Db; shareId: string }): Promise<ScanRow> {
  const scan = SHARE_ID_PATTERN.test(options.shareId)
    ? await findSharedScan(options.db, options.shareId)
    : undefined;
  if (!scan) throw shareNotFound();
  return scan;
}
