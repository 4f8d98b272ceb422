import type { TUnsubscribeLink } from '#common/contracts/reminders.ts';
import type { Db } from '#server/db/client.ts';
import { findUserPetReminders, listUserPetReminders } from '#server/db/repositories/pet-reminders.ts';
import { findUserById } from '#server/db/repositories/users.ts';
import { AppError } from '#server/errors.ts';
import { type UnsubscribeGrant, verifyUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * The grant in an unsubscribe link, or 400 TOKEN_INVALID saying whether it was damaged or too old.
 * A link for an account deleted since is treated as damaged: there is nothing left to turn off.
 */
export async function readUnsubscribeGrant(options: {
  db: Db;
  secret: string;
  token: string;
  now: Date;
}): Promise<UnsubscribeGrant> {
  const verified = verifyUnsubscribeToken(options);
  if (!verified.ok) {
    throw new AppError(
      'TOKEN_INVALID',
      verified.reason === 'expired'
        ? 'This unsubscribe link has expired. Sign in and change your reminders under Account → Reminders.'
        : 'This unsubscribe link is not valid. Check that the whole link was copied, or sign in and change your reminders under Account → Reminders.',
      { details: { reason: verified.reason } },
    );
  }
  if (!(await findUserById(options.db, verified.grant.userId))) {
    throw new AppError('TOKEN_INVALID', 'This unsubscribe link is not valid any more.', {
      details: { reason: 'invalid' },
    });
  }
  return verified.grant;
}

/** What the link's grant points at now: the pet (if it still exists) and what is still on. */
export async function describeUnsubscribeGrant(db: Db, grant: UnsubscribeGrant): Promise<TUnsubscribeLink> {
  const pet = await findUserPetReminders(db, { userId: grant.userId, petId: grant.petId });
  const all = await listUserPetReminders(db, grant.userId);
  const row = pet?.reminders;
  return {
    kind: grant.kind,
    petName: pet?.pet_name ?? null,
    isKindOn: (grant.kind === 'photo' ? row?.is_photo_on : row?.is_brushing_on) === 1,
    isAnyOn: all.some((p) => p.reminders?.is_photo_on === 1 || p.reminders?.is_brushing_on === 1),
  };
}

/** GET /api/reminders/unsubscribe?token=: reads the link for its confirmation page; changes nothing. */
export async function readUnsubscribeLink(options: {
  db: Db;
  secret: string;
  token: string;
  now: Date;
}): Promise<TUnsubscribeLink> {
  return describeUnsubscribeGrant(options.db, await readUnsubscribeGrant(options));
}
