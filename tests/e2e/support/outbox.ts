import { expect } from '@playwright/test';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';

/**
 * The newest link to `page` mailed to `to`, read straight from the e2e
 * server's outbox table (without SMTP, mail stays there), as a path with its
 * query so the test can open it on its own base URL.
 */
export async function mailedLink(to: string, page: string): Promise<string> {
  const db = createDb(loadConfig({ DATA_DIR: E2E_DATA_DIR }).database);
  const pattern = new RegExp(`/${page}\\?token=[A-Za-z0-9_-]+`);
  try {
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mails = await db
          .selectFrom('outbox_emails')
          .select('body_text')
          .where('to_address', '=', to.toLowerCase())
          .orderBy('created_at', 'desc')
          .execute();
        link = mails.map((mail) => pattern.exec(mail.body_text)?.[0]).find(Boolean);
        return link;
      })
      .toBeTruthy();
    return link!;
  } finally {
    await db.destroy();
  }
}

/** Every mail to `to` in the e2e server's outbox, newest first. */
export async function mailsTo(to: string): Promise<{ kind: string; subject: string; body_text: string }[]> {
  const db = createDb(loadConfig({ DATA_DIR: E2E_DATA_DIR }).database);
  try {
    return await db
      .selectFrom('outbox_emails')
      .select(['kind', 'subject', 'body_text'])
      .where('to_address', '=', to.toLowerCase())
      .orderBy('created_at', 'desc')
      .execute();
  } finally {
    await db.destroy();
  }
}
