import type { MailTransport } from '#server/adapters/mail/mail-transport.ts';
import type { Db } from '#server/db/client.ts';
import {
  claimEmail,
  failAbandonedEmails,
  listDeliverableEmails,
  markEmail,
} from '#server/db/repositories/outbox.ts';
import type { Logger } from '#server/lib/logger.ts';
import { nowIso } from '#server/lib/time.ts';

export const MAX_MAIL_ATTEMPTS = 5;
const BATCH = 20;
/**
 * How long a claim keeps other dispatchers off a mail. Far longer than one SMTP
 * send can take (three 10 s timeouts, adapters/mail/mail-transport.ts), so only
 * a dispatcher that died mid-send loses its mail to another one.
 */
export const MAIL_CLAIM_LEASE_MS = 5 * 60 * 1000;

/**
 * Delivers queued outbox mail. Every app instance runs this, so each mail is
 * first claimed by an atomic conditional update (repositories/outbox.ts
 * claimEmail) and only the claimer sends it. A failed send goes back to queued
 * and is retried on a later tick until MAX_MAIL_ATTEMPTS, then marked failed
 * for an admin to see. Without SMTP the message stays in the outbox table as 'stored'.
 */
export async function dispatchQueuedMail(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: Logger;
  /** Once aborted, no further mail of this batch is claimed; the rest stays queued for the next pass. */
  stopClaiming?: AbortSignal;
}): Promise<number> {
  const { db, transport, log } = options;
  const startedAt = nowIso();
  await failAbandonedEmails(db, { nowIso: startedAt, maxAttempts: MAX_MAIL_ATTEMPTS });
  const candidates = await listDeliverableEmails(db, {
    nowIso: startedAt,
    maxAttempts: MAX_MAIL_ATTEMPTS,
    limit: BATCH,
  });
  let processed = 0;
  for (const email of candidates) {
    if (options.stopClaiming?.aborted) break;
    const now = new Date();
    const isMine = await claimEmail(db, {
      id: email.id,
      attempts: email.attempts,
      nowIso: now.toISOString(),
      leaseUntilIso: new Date(now.getTime() + MAIL_CLAIM_LEASE_MS).toISOString(),
    });
    if (!isMine) continue;
    processed += 1;
    const attempts = email.attempts + 1;
    try {
      await transport.send({
        from: options.from,
        to: email.to_address,
        subject: email.subject,
        text: email.body_text,
        ...(email.list_unsubscribe_url
          ? { headers: oneClickUnsubscribeHeaders(email.list_unsubscribe_url) }
          : {}),
      });
      const status = transport.kind === 'smtp' ? 'sent' : 'stored';
      await markEmail(db, { id: email.id, attempts }, { status, last_error: null, sent_at: nowIso() });
      // Ids and kinds only: addresses and subjects can carry personal data.
      log.info({ emailId: email.id, kind: email.kind, status }, 'outbox mail processed');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ emailId: email.id, attempts, err: message }, 'mail delivery failed');
      const status = attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'queued';
      await markEmail(
        db,
        { id: email.id, attempts },
        { status, last_error: message.slice(0, 500), sent_at: null },
      );
    }
  }
  return processed;
}

/** RFC 8058: mail programs show their own unsubscribe button and POST to the address in one click. */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Runs the dispatcher every `intervalMs` until stopped; ticks never overlap. stop() ends the timer
 * and waits for the batch in progress, so no claimed mail is left claimed: with `flushUntil` the
 * batch is sent to its end unless that signal aborts first (a shutdown's bound);
 * without it, only the mail in hand is finished. Mail not yet claimed stays queued.
 */
export function startMailDispatcher(
  options: Omit<Parameters<typeof dispatchQueuedMail>[0], 'stopClaiming'> & { intervalMs: number },
) {
  const cutOff = new AbortController();
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= dispatchQueuedMail({ ...options, stopClaiming: cutOff.signal })
      .then(() => {})
      .catch((error) => options.log.error({ err: error }, 'mail dispatcher tick failed'))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop(flushUntil?: AbortSignal) {
      clearInterval(timer);
      if (!flushUntil || flushUntil.aborted) cutOff.abort();
      else flushUntil.addEventListener('abort', () => cutOff.abort(), { once: true });
      await running;
    },
  };
}
