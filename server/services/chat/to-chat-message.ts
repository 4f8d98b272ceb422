import { type TChatMessage, type TChatSource, ZChatSource } from '#common/contracts/chat.ts';
import type { ChatMessageRow } from '#server/db/schema.ts';

function parseSources(raw: string | null): TChatSource[] {
  if (!raw) return [];
  try {
    const parsed = ZChatSource.array().safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function toChatMessage(row: ChatMessageRow): TChatMessage {
  return {
    id: row.id,
    message: row.message,
    response: row.response,
    sources: parseSources(row.sources),
    isEmergency: row.is_emergency === 1,
    answeredBy: row.answered_by,
    createdAt: row.created_at,
  };
}
