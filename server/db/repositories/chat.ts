import type { Db } from '../client.ts';
import type { ChatMessageRow, ScanRow } from '../schema.ts';

export async function insertChatMessage(db: Db, row: ChatMessageRow): Promise<void> {
  await db.insertInto('chat_messages').values(row).execute();
}

/** The member's newest exchanges, returned oldest first (the order a conversation reads). */
export async function listChatMessages(db: Db, userId: string, limit: number): Promise<ChatMessageRow[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export async function latestChatMessageTime(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('chat_messages')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

export async function deleteChatMessages(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('chat_messages').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function tokensUsedOn(db: Db, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('chat_token_usage')
    .select('tokens')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.tokens ?? 0;
}

/** Adds to the day's count in one statement, so answers finishing together both count. */
export async function addTokensUsed(db: Db, userId: string, day: string, tokens: number): Promise<void> {
  await db
    .insertInto('chat_token_usage')
    .values({ user_id: userId, day, tokens })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet((eb) => ({ tokens: eb('chat_token_usage.tokens', '+', eb.ref('excluded.tokens')) })),
    )
    .execute();
}

export type GradedScanRow = Pick<
  ScanRow,
  | 'id'
  | 'pet_id'
  | 'created_at'
  | 'status'
  | 'severity'
  | 'gingival_index'
  | 'calculus_index'
  | 'findings'
  | 'confidence'
  | 'readings'
>;

/**
 * The member's newest finished scans that have a result (unclear photos left out), newest first;
 * only one pet's when `petId` is given (still only the member's own rows).
 */
export function listGradedScans(
  db: Db,
  options: { userId: string; petId?: string; limit: number },
): Promise<GradedScanRow[]> {
  const { userId, petId, limit } = options;
  let query = db
    .selectFrom('scans')
    .select([
      'id',
      'pet_id',
      'created_at',
      'status',
      'severity',
      'gingival_index',
      'calculus_index',
      'findings',
      'confidence',
      'readings',
    ])
    .where('user_id', '=', userId)
    .where('state', '=', 'complete')
    .where('status', 'is not', null)
    .where('status', '!=', 'unclear');
  if (petId !== undefined) query = query.where('pet_id', '=', petId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
