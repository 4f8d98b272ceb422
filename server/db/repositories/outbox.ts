import type { Db } from '../client.ts';
import type { OutboxEmailsTable } from '../schema.ts';

export type OutboxEmail = OutboxEmailsTable;

/** Inserts a mail; one whose dedupe_key is already taken is skipped (returns false). */
export async function insertOutboxEmail(db: Db, email: OutboxEmail): Promise<boolean> {
  const result = await db
    .insertInto('outbox_emails')
    .values(email)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Mail a dispatcher may take: queued, or claimed by a dispatcher whose lease
 * ran out (it crashed or hung mid-send), with attempts left.
 */
export function listDeliverableEmails(
  db: Db,
  options: { nowIso: string; maxAttempts: number; limit: number },
): Promise<OutboxEmail[]> {
  return db
    .selectFrom('outbox_emails')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', options.nowIso)]),
      ]),
    )
    .where('attempts', '<', options.maxAttempts)
    .orderBy('created_at', 'asc')
    .limit(options.limit)
    .execute();
}

/**
 * Takes one mail for this dispatcher until `leaseUntilIso` and counts the
 * attempt. The conditions (still deliverable, attempts unchanged since it was
 * read) sit in the UPDATE, so of several dispatchers exactly one gets the row.
 */
export async function claimEmail(
  db: Db,
  options: { id: string; attempts: number; nowIso: string; leaseUntilIso: string },
): Promise<boolean> {
  const result = await db
    .updateTable('outbox_emails')
    .set({ status: 'sending', claimed_until: options.leaseUntilIso, attempts: options.attempts + 1 })
    .where('id', '=', options.id)
    .where('attempts', '=', options.attempts)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', options.nowIso)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives up on mail whose last allowed attempt was claimed and never reported back. */
export async function failAbandonedEmails(
  db: Db,
  options: { nowIso: string; maxAttempts: number },
): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set({ status: 'failed', claimed_until: null, last_error: 'delivery never reported back' })
    .where('status', '=', 'sending')
    .where('claimed_until', '<', options.nowIso)
    .where('attempts', '>=', options.maxAttempts)
    .execute();
}

/**
 * Records how a claimed mail's delivery went and releases the claim, unless the
 * claim lapsed and another dispatcher took the mail since (its attempt count moved on).
 */
export async function markEmail(
  db: Db,
  claim: { id: string; attempts: number },
  changes: Pick<OutboxEmail, 'status' | 'last_error' | 'sent_at'>,
): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set({ ...changes, claimed_until: null })
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempts)
    .where('status', '=', 'sending')
    .execute();
}

export function listOutbox(db: Db, options: { limit: number; kind?: string }): Promise<OutboxEmail[]> {
  let query = db.selectFrom('outbox_emails').selectAll();
  if (options.kind) query = query.where('kind', '=', options.kind);
  return query.orderBy('created_at', 'desc').limit(options.limit).execute();
}

/**
 * Account deletion: every mail queued for the account whatever its status and
 * address (queued ones included: they carry names, pet names and places); every
 * mail to one of `addresses` that no account was linked to (sent before the
 * address was the account's, or before mails were linked); and the mails whose
 * dedupe key starts with one of `dedupeKeyPrefixes` (admin notices about their
 * scans). Mail linked to another account is never touched, even at a shared address.
 */
export async function deleteOutboxEmailsFor(
  db: Db,
  options: { userId: string; addresses: string[]; dedupeKeyPrefixes: string[] },
): Promise<void> {
  const { userId, addresses, dedupeKeyPrefixes } = options;
  await db.deleteFrom('outbox_emails').where('user_id', '=', userId).execute();
  if (addresses.length > 0) {
    await db
      .deleteFrom('outbox_emails')
      .where('to_address', 'in', addresses)
      .where('user_id', 'is', null)
      .execute();
  }
  if (dedupeKeyPrefixes.length === 0) return;
  await db
    .deleteFrom('outbox_emails')
    .where((eb) => eb.or(dedupeKeyPrefixes.map((prefix) => eb('dedupe_key', 'like', `${prefix}%`))))
    .execute();
}

/** The addresses mail was queued to for this account, but for mails of `exceptKinds`. */
export async function listAddressesMailedFor(
  db: Db,
  options: { userId: string; exceptKinds: string[] },
): Promise<string[]> {
  let query = db
    .selectFrom('outbox_emails')
    .select('to_address')
    .distinct()
    .where('user_id', '=', options.userId);
  if (options.exceptKinds.length > 0) query = query.where('kind', 'not in', options.exceptKinds);
  const rows = await query.execute();
  return rows.map((row) => row.to_address);
}

/** Mails of one kind to one address since a time: a per-address sending limit (password resets). */
export async function countEmailsSince(
  db: Db,
  options: { to: string; kind: string; sinceIso: string },
): Promise<number> {
  const row = await db
    .selectFrom('outbox_emails')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to_address', '=', options.to)
    .where('kind', '=', options.kind)
    .where('created_at', '>', options.sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
