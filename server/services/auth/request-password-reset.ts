import { setTimeout as delay } from 'node:timers/promises';
import { PASSWORD_RESET_TTL_MINUTES } from '#common/contracts/auth-links.ts';
import type { Db } from '#server/db/client.ts';
import { countEmailsSince } from '#server/db/repositories/outbox.ts';
import { findUserByEmail } from '#server/db/repositories/users.ts';
import { PASSWORD_RESET_KIND, passwordResetMail } from '#server/services/account/account-mail.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { issueAuthToken } from './issue-auth-token.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Reset mails per address per hour: the form must not become a way to flood someone's inbox. */
const MAX_MAILS_PER_HOUR = 5;
/**
 * Every request takes at least this long. The work differs by a few database
 * writes when the address has an account; a fixed floor well above that hides
 * the difference, so response times cannot tell who has an account.
 */
const DEFAULT_MIN_DURATION_MS = 250;

/**
 * Mails a single-use reset link when the address belongs to a full account
 * (trial accounts have no address). The caller answers the same either way.
 */
export async function requestPasswordReset(options: {
  db: Db;
  email: string;
  appUrl: string;
  minDurationMs?: number;
}): Promise<void> {
  const [outcome] = await Promise.allSettled([
    sendResetLink(options),
    delay(options.minDurationMs ?? DEFAULT_MIN_DURATION_MS),
  ]);
  if (outcome.status === 'rejected') throw outcome.reason;
}

async function sendResetLink(options: { db: Db; email: string; appUrl: string }): Promise<void> {
  const { db, email } = options;
  const user = await findUserByEmail(db, email);
  // Counted for known and unknown addresses alike, so both take the same reads.
  const sinceIso = new Date(Date.now() - HOUR_MS).toISOString();
  const recent = await countEmailsSince(db, { to: email, kind: PASSWORD_RESET_KIND, sinceIso });
  if (!user?.email || user.is_trial === 1 || recent >= MAX_MAILS_PER_HOUR) return;
  const to = user.email;
  await db.transaction().execute(async (trx) => {
    const token = await issueAuthToken({
      db: trx,
      userId: user.id,
      purpose: 'password_reset',
      ttlMs: PASSWORD_RESET_TTL_MINUTES * 60 * 1000,
    });
    const link = `${options.appUrl}/reset-password?token=${token}`;
    await enqueueEmail(trx, passwordResetMail({ userId: user.id, to, firstName: user.first_name, link }));
  });
}
