import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { Logger } from '#server/lib/logger.ts';
import { sendDueReminders } from '#server/services/reminders/send-due-reminders.ts';

/**
 * Queues due reminder mails (docs/product-rules.md#reminders) every `intervalMs`; the mail
 * dispatcher delivers them. Every app instance runs it: the outbox dedupe key of each reminder
 * (pet, kind, due day) lets only one instance queue it. The first pass runs one interval after
 * start, so a restart loop cannot hammer the database. `now` is the app's clock (tests move it).
 */
export function startReminderScheduler(options: {
  db: Db;
  config: Config;
  log: Logger;
  now: () => Date;
  intervalMs: number;
}) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= sendDueReminders({
      db: options.db,
      config: options.config,
      now: options.now(),
      log: options.log,
    })
      .then((queued) => {
        if (queued > 0) options.log.info({ queued }, 'reminder mails queued');
      })
      .catch((error) => options.log.error({ err: error }, 'reminder scheduler tick failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a pass in progress, so the database is not closed under it. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
