import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport, OutgoingMail } from '#server/adapters/mail/mail-transport.ts';
import { createDb, type Db } from '#server/db/client.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { createHold } from '../../tests/setup/hold.ts';
import { dispatchQueuedMail, MAX_MAIL_ATTEMPTS, startMailDispatcher } from './mail-dispatcher.ts';

let db: Db;
const log = { warn: () => {}, error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
beforeAll(async () => {
  db = createDb({ kind: 'sqlite', file: path.join(mkdtempSync(path.join(tmpdir(), 'mail-')), 'db.sqlite') });
  await migrateToLatest(db);
});
afterAll(async () => db.destroy());

const statusOf = async (to: string) =>
  db.selectFrom('outbox_emails').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

describe('mail dispatcher', () => {
  it('sends queued mail over SMTP and marks it sent', async () => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { kind: 'smtp', send: async (mail) => void sent.push(mail) };
    await enqueueEmail(db, { to: 'ok@example.com', subject: 'Hi', text: 'Body', kind: 'test' });
    await dispatchQueuedMail({ db, transport, from: 'PawSmile <a@b.co>', log });
    expect(sent).toEqual([{ from: 'PawSmile <a@b.co>', to: 'ok@example.com', subject: 'Hi', text: 'Body' }]);
    expect((await statusOf('ok@example.com')).status).toBe('sent');
  });

  it('sends a one-click List-Unsubscribe header (RFC 8058) with mail that has an unsubscribe address', async () => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { kind: 'smtp', send: async (mail) => void sent.push(mail) };
    const url = 'https://pawsmile.example/api/reminders/one-click?token=r1.abc.def';
    await enqueueEmail(db, {
      to: 'remind@example.com',
      subject: 'Hi',
      text: 'Body',
      kind: 'reminder_photo',
      listUnsubscribeUrl: url,
    });
    await dispatchQueuedMail({ db, transport, from: 'x@y.z', log });
    expect(sent.find((mail) => mail.to === 'remind@example.com')?.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('keeps mail as stored when there is no SMTP', async () => {
    const transport: MailTransport = { kind: 'outbox', send: async () => {} };
    await enqueueEmail(db, { to: 'logged@example.com', subject: 'Hi', text: 'Body', kind: 'test' });
    await dispatchQueuedMail({ db, transport, from: 'x@y.z', log });
    expect((await statusOf('logged@example.com')).status).toBe('stored');
  });

  it('retries a failing send and gives up after the last attempt', async () => {
    const transport: MailTransport = {
      kind: 'smtp',
      send: async () => {
        throw new Error('connection refused');
      },
    };
    await enqueueEmail(db, { to: 'down@example.com', subject: 'Hi', text: 'Body', kind: 'test' });
    await dispatchQueuedMail({ db, transport, from: 'x@y.z', log });
    expect(await statusOf('down@example.com')).toMatchObject({ status: 'queued', attempts: 1 });
    for (let i = 1; i < MAX_MAIL_ATTEMPTS; i++)
      await dispatchQueuedMail({ db, transport, from: 'x@y.z', log });
    expect(await statusOf('down@example.com')).toMatchObject({
      status: 'failed',
      attempts: MAX_MAIL_ATTEMPTS,
      last_error: 'connection refused',
    });
  });

  describe('stopping', () => {
    /**
     * Three queued mails and a running dispatcher whose first send waits until released; resolves
     * once it waits there, with the batch listed and its first mail claimed.
     */
    async function dispatchingHeld(name: string) {
      const addresses = [1, 2, 3].map((n) => `${name}-${n}@example.com`);
      for (const to of addresses) await enqueueEmail(db, { to, subject: 'Hi', text: 'Body', kind: 'test' });
      const sent: string[] = [];
      const hold = createHold();
      const transport: MailTransport = {
        kind: 'smtp',
        async send(mail) {
          if (sent.length === 0) await hold.arrive();
          sent.push(mail.to);
        },
      };
      const dispatcher = startMailDispatcher({ db, transport, from: 'x@y.z', log, intervalMs: 5 });
      await hold.reached;
      return { addresses, sent, hold, dispatcher };
    }

    it('sends the rest of the batch in progress before stop(flushUntil) resolves', async () => {
      const { addresses, sent, hold, dispatcher } = await dispatchingHeld('flush');
      const stopping = dispatcher.stop(new AbortController().signal);
      hold.release();
      await stopping;
      expect(sent).toEqual(addresses);
      for (const to of addresses) expect((await statusOf(to)).status).toBe('sent');
    });

    it('claims no more of the batch once flushUntil aborts: the rest stays queued, unclaimed', async () => {
      const { addresses, sent, hold, dispatcher } = await dispatchingHeld('cut');
      const bound = new AbortController();
      const stopping = dispatcher.stop(bound.signal);
      bound.abort();
      hold.release();
      await stopping;
      expect(sent).toEqual(addresses.slice(0, 1));
      expect((await statusOf(addresses[0])).status).toBe('sent');
      for (const to of addresses.slice(1))
        expect(await statusOf(to)).toMatchObject({ status: 'queued', attempts: 0 });
    });
  });
});
