import type { Db } from '#server/db/client.ts';
import { insertOutboxEmail } from '#server/db/repositories/outbox.ts';
import { findUserByEmail } from '#server/db/repositories/users.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for, e.g. 'waitlist_confirmation'; kept for the admin's outbox view. */
  kind: string;
  /**
   * A mail that may be queued only once: a second message with the same key is
   * dropped, atomically, however many requests race to queue it.
   */
  dedupeKey?: string;
  /**
   * The account the mail is for, so it is deleted with the account whatever
   * address it went to (docs/product-rules.md#privacy). When left out, the
   * account that holds the `to` address right now, if any.
   */
  userId?: string;
  /**
   * For mail one can unsubscribe from (reminders): the RFC 8058 one-click address the dispatcher
   * sends as the List-Unsubscribe header, so mail programs offer their own unsubscribe button.
   */
  listUnsubscribeUrl?: string;
}

/**
 * Mail is never sent inside a request: it is written to the outbox in the
 * caller's transaction (so it exists exactly when the thing it announces does)
 * and the mail dispatcher job delivers it. Says whether the mail was queued
 * (false: its dedupe key was taken).
 */
export async function enqueueEmail(db: Db, message: EmailMessage): Promise<boolean> {
  const userId = message.userId ?? (await findUserByEmail(db, message.to))?.id ?? null;
  return insertOutboxEmail(db, {
    id: newId(),
    to_address: message.to,
    subject: message.subject,
    body_text: message.text,
    kind: message.kind,
    status: 'queued',
    attempts: 0,
    last_error: null,
    dedupe_key: message.dedupeKey ?? null,
    claimed_until: null,
    created_at: nowIso(),
    sent_at: null,
    user_id: userId,
    list_unsubscribe_url: message.listUnsubscribeUrl ?? null,
  });
}
