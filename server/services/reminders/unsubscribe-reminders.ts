import type { TUnsubscribeResult, TUnsubscribeScope } from '#common/contracts/reminders.ts';
import type { Db } from '#server/db/client.ts';
import { turnOffReminders } from '#server/db/repositories/pet-reminders.ts';
import { describeUnsubscribeGrant, readUnsubscribeGrant } from './read-unsubscribe-link.ts';

/**
 * POST /api/reminders/unsubscribe (the confirmation page's buttons) and the RFC 8058 one-click POST:
 * turns off the link's kind for the link's pet, or every reminder of the owner. The token is the
 * only credential, so it can do nothing else; doing it twice is harmless.
 */
export async function unsubscribeReminders(options: {
  db: Db;
  secret: string;
  token: string;
  scope: TUnsubscribeScope;
  now: Date;
}): Promise<TUnsubscribeResult> {
  const { db, scope, now } = options;
  const grant = await readUnsubscribeGrant(options);
  const nowIso = now.toISOString();
  await turnOffReminders(
    db,
    scope === 'all'
      ? { userId: grant.userId, nowIso, all: true }
      : { userId: grant.userId, nowIso, petId: grant.petId, kind: grant.kind },
  );
  return { scope, link: await describeUnsubscribeGrant(db, grant) };
}
