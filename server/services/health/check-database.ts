import { type Db, pingDb } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { Logger } from '#server/lib/logger.ts';

/** Readiness: answers 503 DATABASE_UNAVAILABLE while the database cannot be reached. */
export async function checkDatabase(options: { db: Db; log: Logger }): Promise<void> {
  try {
    await pingDb(options.db);
  } catch (error) {
    options.log.warn({ err: error }, 'database not reachable');
    throw new AppError('DATABASE_UNAVAILABLE', 'Database not reachable.');
  }
}
