import { CHAT_HISTORY_LIMIT, type TChatHistory } from '#common/contracts/chat.ts';
import type { Db } from '#server/db/client.ts';
import { listChatMessages } from '#server/db/repositories/chat.ts';
import type { UserRow } from '#server/db/schema.ts';
import { requireChatMember } from './require-chat-member.ts';
import { toChatMessage } from './to-chat-message.ts';

/** The member's own newest exchanges, oldest first. */
export async function listChatHistory(options: { db: Db; user: UserRow | null }): Promise<TChatHistory> {
  const user = requireChatMember(options.user);
  const rows = await listChatMessages(options.db, user.id, CHAT_HISTORY_LIMIT);
  return rows.map(toChatMessage);
}
