import { CHAT_LOGIN_REQUIRED } from '#common/contracts/chat.ts';
import type { Db } from '#server/db/client.ts';
import { deleteChatMessages } from '#server/db/repositories/chat.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

/**
 * Erases the member's whole conversation (docs/product-rules.md#dental-chat).
 * Any signed-in member may erase their own history, even after Plus ends:
 * privacy does not depend on paying.
 */
export async function deleteChatHistory(options: { db: Db; user: UserRow | null }): Promise<number> {
  if (!options.user) throw new AppError('UNAUTHORIZED', CHAT_LOGIN_REQUIRED.message);
  return deleteChatMessages(options.db, options.user.id);
}
