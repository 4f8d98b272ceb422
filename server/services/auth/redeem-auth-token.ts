import type { Db } from '#server/db/client.ts';
import { consumeAuthToken, findAuthTokenByHash } from '#server/db/repositories/auth-tokens.ts';
import type { AuthTokenPurpose, AuthTokenRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { sha256 } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';

const MESSAGES: Record<AuthTokenPurpose, string> = {
  password_reset: 'This password reset link has expired or was already used. Ask for a new one.',
  email_change:
    'This confirmation link has expired or was already used. Ask for the change again on your account page.',
  clinic_invite:
    'This invite link has expired or was already used. Ask a colleague at your clinic, or PawSmile, to send a new invite.',
};

/**
 * Marks a mailed token used and returns its row, or throws TOKEN_INVALID for
 * an unknown, expired, used or replaced one (the owner does not need to know
 * which). Run it in the transaction that applies the change: the conditional
 * update lets exactly one of two concurrent redemptions through.
 */
export async function redeemAuthToken(options: {
  db: Db;
  token: string;
  purpose: AuthTokenPurpose;
}): Promise<AuthTokenRow> {
  const { db, purpose } = options;
  const row = await findAuthTokenByHash(db, sha256(options.token), purpose);
  const isConsumed = row ? await consumeAuthToken(db, row.id, nowIso()) : false;
  if (!row || !isConsumed) throw new AppError('TOKEN_INVALID', MESSAGES[purpose]);
  return row;
}
