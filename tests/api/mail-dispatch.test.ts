import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '#server/adapters/mail/mail-transport.ts';
import { dispatchQueuedMail, MAX_MAIL_ATTEMPTS } from '#server/jobs/mail-dispatcher.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../setup/test-app.ts';

/** The dispatcher over the app's own database, so it runs on PostgreSQL too when TEST_DATABASE_URL is set. */
let t: TestApp;
const sent: string[] = [];
/** A slow SMTP stand-in: every dispatcher is mid-send while the others look at the queue. */
const transport: MailTransport = {
  kind: 'smtp',
  send: async (mail) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    sent.push(mail.to);
  },
};
const log = { warn: () => {}, error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
const tick = () => dispatchQueuedMail({ db: t.db, transport, from: 'x@y.z', log });

beforeAll(async () => {
  t = await createTestApp({}, { overrides: { mailTransport: transport } });
});
afterAll(async () => t.close());

describe('mail dispatch with several app instances', () => {
  it('sends each mail once when two dispatchers tick at the same time', async () => {
    const addresses = Array.from({ length: 8 }, () => uniqueEmail('once'));
    for (const to of addresses) await enqueueEmail(t.db, { to, subject: 'Hi', text: 'Body', kind: 'test' });
    sent.length = 0;
    await Promise.all([tick(), tick()]);
    expect([...sent].sort()).toEqual([...addresses].sort());
    const rows = await t.db.selectFrom('outbox_emails').select(['status', 'attempts']).execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it("sends a crashed dispatcher's mail once its claim has lapsed, and not before", async () => {
    const lapsed = uniqueEmail('lapsed');
    const held = uniqueEmail('held');
    await enqueueEmail(t.db, { to: lapsed, subject: 'Hi', text: 'Body', kind: 'test' });
    await enqueueEmail(t.db, { to: held, subject: 'Hi', text: 'Body', kind: 'test' });
    const claim = (to: string, claimedUntil: Date) =>
      t.db
        .updateTable('outbox_emails')
        .set({ status: 'sending', attempts: 1, claimed_until: claimedUntil.toISOString() })
        .where('to_address', '=', to)
        .execute();
    await claim(lapsed, new Date(Date.now() - 1000));
    await claim(held, new Date(Date.now() + 60 * 60 * 1000));
    sent.length = 0;
    await tick();
    expect(sent).toEqual([lapsed]);
    const row = await t.db
      .selectFrom('outbox_emails')
      .select(['status', 'attempts', 'claimed_until'])
      .where('to_address', '=', lapsed)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', attempts: 2, claimed_until: null });
  });

  it('marks failed, unsent, a mail whose last allowed attempt never reported back', async () => {
    const abandoned = uniqueEmail('abandoned');
    await enqueueEmail(t.db, { to: abandoned, subject: 'Hi', text: 'Body', kind: 'test' });
    await t.db
      .updateTable('outbox_emails')
      .set({ status: 'sending', attempts: MAX_MAIL_ATTEMPTS, claimed_until: new Date(0).toISOString() })
      .where('to_address', '=', abandoned)
      .execute();
    sent.length = 0;
    await tick();
    expect(sent).toEqual([]);
    const row = await t.db
      .selectFrom('outbox_emails')
      .select(['status', 'claimed_until'])
      .where('to_address', '=', abandoned)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', claimed_until: null });
  });
});
