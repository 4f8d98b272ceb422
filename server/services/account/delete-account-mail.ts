import type { Db } from '#server/db/client.ts';
import { deleteOutboxEmailsFor, listAddressesMailedFor } from '#server/db/repositories/outbox.ts';
import { findUserByEmail } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import { EMAIL_CHANGE_CONFIRM_KIND } from './account-mail.ts';

/**
 * The mail part of deleting an account (docs/product-rules.md#privacy), inside
 * its transaction: every mail queued for the account (linked by user id, so
 * mail to an address it has since left goes too), and the older,
 * unlinked mail to any address the account has held. An address the account
 * held shows in its own mail: the e-mail change notice goes to the address being
 * left. A confirmation link went to an address not (yet) held, so it names none,
 * and an address another account holds now keeps that account's mail.
 */
export async function deleteAccountMail(
  db: Db,
  options: { user: UserRow; dedupeKeyPrefixes: string[] },
): Promise<void> {
  const { user, dedupeKeyPrefixes } = options;
  const mailed = await listAddressesMailedFor(db, {
    userId: user.id,
    exceptKinds: [EMAIL_CHANGE_CONFIRM_KIND],
  });
  const held = new Set(user.email ? [user.email, ...mailed] : mailed);
  const addresses: string[] = [];
  for (const address of held) {
    const holder = await findUserByEmail(db, address);
    if (!holder || holder.id === user.id) addresses.push(address);
  }
  await deleteOutboxEmailsFor(db, { userId: user.id, addresses, dedupeKeyPrefixes });
}
