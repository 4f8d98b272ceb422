import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { linkTokenFromMail, post } from './account-basics-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deleteAccount = (cookie: string, password: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: { password } });

const outboxTo = (addresses: string[]) =>
  t.db
    .selectFrom('outbox_emails')
    .select(['to_address', 'kind'])
    .where('to_address', 'in', addresses)
    .execute();

describe('deleting an account leaves its mail', () => {
  it('erases the reset, password-changed and e-mail-change mails sent to its old address', async () => {
    const oldEmail = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const member = await signUpUser(t.app, {
      email: oldEmail,
      password: 'first-pass',
      firstName: 'Rosalind',
    });
    // The three mails to the old address, then the address changes.
    expect((await post(t.app, '/api/auth/forgot-password', { email: oldEmail })).statusCode).toBe(202);
    const changed = await post(
      t.app,
      '/api/account/password',
      { currentPassword: 'first-pass', newPassword: 'second-pass' },
      member.cookie,
    );
    expect(changed.statusCode).toBe(204);
    const requested = await post(
      t.app,
      '/api/account/email',
      { newEmail, password: 'second-pass' },
      member.cookie,
    );
    expect(requested.statusCode).toBe(202);
    const token = await linkTokenFromMail(t.db, newEmail, 'confirm-email');
    expect((await post(t.app, '/api/auth/confirm-email', { token })).statusCode).toBe(200);

    const before = await outboxTo([oldEmail, newEmail]);
    expect(before.map((m) => m.kind).sort()).toEqual(
      ['email_change_confirm', 'email_change_notice', 'password_changed', 'password_reset'].sort(),
    );
    // A mail queued to the old address before the account was linked to it (a guest's waitlist mail, say).
    await t.db
      .insertInto('outbox_emails')
      .values({
        id: crypto.randomUUID(),
        to_address: oldEmail,
        subject: 'Older mail',
        body_text: 'Hello Rosalind',
        kind: 'waitlist_confirmation',
        status: 'sent',
        attempts: 1,
        last_error: null,
        dedupe_key: null,
        claimed_until: null,
        created_at: new Date().toISOString(),
        sent_at: new Date().toISOString(),
        user_id: null,
        list_unsubscribe_url: null,
      })
      .execute();

    expect((await deleteAccount(member.cookie, 'second-pass')).statusCode).toBe(204);
    expect(await outboxTo([oldEmail, newEmail])).toEqual([]);
    const greeting = await t.db
      .selectFrom('outbox_emails')
      .select('id')
      .where('body_text', 'like', '%Rosalind%')
      .execute();
    expect(greeting).toEqual([]);
  });

  it("keeps the mail of the account that now holds the deleted account's old address", async () => {
    const shared = uniqueEmail('shared');
    const leaver = await signUpUser(t.app, { email: shared, password: 'leaver-pass' });
    await post(t.app, '/api/auth/forgot-password', { email: shared });
    const moved = uniqueEmail('moved');
    await post(t.app, '/api/account/email', { newEmail: moved, password: 'leaver-pass' }, leaver.cookie);
    await post(t.app, '/api/auth/confirm-email', {
      token: await linkTokenFromMail(t.db, moved, 'confirm-email'),
    });
    // Someone else signs up with the freed address and asks for a reset.
    const newcomer = await signUpUser(t.app, { email: shared, password: 'newcomer-pass' });
    await post(t.app, '/api/auth/forgot-password', { email: shared });

    expect((await deleteAccount(leaver.cookie, 'leaver-pass')).statusCode).toBe(204);
    const left = await t.db
      .selectFrom('outbox_emails')
      .select(['kind', 'user_id'])
      .where('to_address', 'in', [shared, moved])
      .execute();
    expect(left).toEqual([{ kind: 'password_reset', user_id: newcomer.userId }]);
  });
});
