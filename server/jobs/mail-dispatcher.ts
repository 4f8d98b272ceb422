import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '#server/adapters/mail/mail-transport.ts';
import type { Db } from '#server/db/client.ts';
import { listQueuedEmails, markEmail } from '#server/db/repositories/outbox.ts';
import { nowIso } from '#server/lib/time.ts';

export const MAX_MAIL_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Delivers queued outbox mail. A failed send stays queued and is retried on the
 * next tick until MAX_MAIL_ATTEMPTS, then marked failed for an admin to see.
 * Without SMTP the message stays in the outbox table as 'stored'.
 */
export async function dispatchQueuedMail(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
}): Promise<number> {
  const { db, transport, log } = options;
  const queued = await listQueuedEmails(db, BATCH);
  for (const email of queued) {
    const attempts = email.attempts + 1;
    try {
      await transport.send({
        from: options.from,
        to: email.to_address,
        subject: email.subject,
        text: email.body_text,
      });
      const status = transport.kind === 'smtp' ? 'sent' : 'stored';
      await markEmail(db, email.id, { status, attempts, last_error: null, sent_at: nowIso() });
      // Ids and kinds only: addresses and subjects can carry personal data.
      log.info({ emailId: email.id, kind: email.kind, status }, 'outbox mail processed');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ emailId: email.id, attempts, err: message }, 'mail delivery failed');
      const status = attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'queued';
      await markEmail(db, email.id, { status, attempts, last_error: message.slice(0, 500), sent_at: null });
    }
  }
  return queued.length;
}

/** Runs the dispatcher every `intervalMs` until stopped; ticks never overlap. */
export function startMailDispatcher(
  options: Parameters<typeof dispatchQueuedMail>[0] & { intervalMs: number },
) {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    dispatchQueuedMail(options)
      .catch((error) => options.log.error({ err: error }, 'mail dispatcher tick failed'))
      .finally(() => {
        isRunning = false;
      });
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
