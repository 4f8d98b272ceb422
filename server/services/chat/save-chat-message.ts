import type { TAnsweredBy, TChatMessage, TChatSource } from '#common/contracts/chat.ts';
import type { Db } from '#server/db/client.ts';
import { insertChatMessage, latestChatMessageTime } from '#server/db/repositories/chat.ts';
import { newId } from '#server/lib/ids.ts';
import { toChatMessage } from './to-chat-message.ts';

/**
 * Stores one exchange. Its time is kept strictly after the member's previous
 * one, so history reads in the order the questions were asked even when two
 * answers finish within the same millisecond.
 */
export async function saveChatMessage(options: {
  db: Db;
  userId: string;
  question: string;
  response: string;
  sources: TChatSource[];
  answeredBy: TAnsweredBy;
  isEmergency: boolean;
  now: Date;
}): Promise<TChatMessage> {
  const { db, userId } = options;
  const last = await latestChatMessageTime(db, userId);
  let createdAt = options.now.getTime();
  if (last && Date.parse(last) >= createdAt) createdAt = Date.parse(last) + 1;
  const row = {
    id: newId(),
    user_id: userId,
    message: options.question,
    response: options.response,
    sources: JSON.stringify(options.sources),
    answered_by: options.answeredBy,
    is_emergency: options.isEmergency ? 1 : 0,
    created_at: new Date(createdAt).toISOString(),
  };
  await insertChatMessage(db, row);
  return toChatMessage(row);
}
