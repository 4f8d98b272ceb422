import { expect } from '@playwright/test';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { sendDueReminders } from '#server/services/reminders/send-due-reminders.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';
import { mailsTo } from './outbox.ts';

/**
 * Runs one reminder scheduler pass against the e2e server's database at a made-up `now`, as the
 * server's own job would then: same database, same unsubscribe secret (DATA_DIR/unsubscribe-secret),
 * so its links work on the server. No test hook in the app is needed.
 */
export async function runReminderJobAt(now: Date): Promise<number> {
  const config = loadConfig({ DATA_DIR: E2E_DATA_DIR });
  const db = createDb(config.database);
  try {
    return await sendDueReminders({ db, config, now });
  } finally {
    await db.destroy();
  }
}

/** The unsubscribe link (path and query) in the newest reminder mail of `kind` to `to`. */
export async function mailedUnsubscribeLink(to: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsTo(to)).find((m) => m.kind === kind);
      link = mail ? /\/unsubscribe\?token=[\w.-]+/.exec(mail.body_text)?.[0] : undefined;
      return link;
    })
    .toBeTruthy();
  return link!;
}
