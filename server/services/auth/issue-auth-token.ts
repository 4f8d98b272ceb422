import type { Db } from '#server/db/client.ts';
import { insertAuthToken, revokeAuthTokens } from '#server/db/repositories/auth-tokens.ts';
import type { AuthTokenPurpose } from '#server/db/schema.ts';
import { newId, newToken, sha256 } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';

/**
 * Creates a single-use link token (256 random bits) and stores only its hash.
 * Older unused tokens of the same purpose are retired, so only the newest
 * mail's link works. Run it inside the transaction that queues the mail.
 */
export async function issueAuthToken(options: {
  db: Db;
  userId: string;
  purpose: AuthTokenPurpose;
  ttlMs: number;
  newEmail?: string;
  now?: Date;
}): Promise<string> {
  const now = options.now ?? new Date();
  const token = newToken();
  await revokeAuthTokens(options.db, {
    userId: options.userId,
    purposes: [options.purpose],
    nowIso: nowIso(now),
  });
  await insertAuthToken(options.db, {
    id: newId(),
    user_id: options.userId,
    purpose: options.purpose,
    token_hash: sha256(token),
    new_email: options.newEmail ?? null,
    expires_at: nowIso(new Date(now.getTime() + options.ttlMs)),
    used_at: null,
    created_at: nowIso(now),
  });
  return token;
}
