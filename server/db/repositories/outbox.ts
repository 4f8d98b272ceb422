import type { Db } from '../client.ts';
import type { OutboxEmailsTable } from '../schema.ts';

export type OutboxEmail = OutboxEmailsTable;

export async function insertOutboxEmail(db: Db, email: OutboxEmail): Promise<void> {
  await db.insertInto('outbox_emails').values(email).execute();
}

export function listQueuedEmails(db: Db, limit: number): Promise<OutboxEmail[]> {
  return db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('status', '=', 'queued')
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
}

export async function markEmail(
  db: Db,
  id: string,
  changes: Pick<OutboxEmail, 'status' | 'attempts' | 'last_error' | 'sent_at'>,
): Promise<void> {
  await db.updateTable('outbox_emails').set(changes).where('id', '=', id).execute();
}

export function listOutbox(db: Db, options: { limit: number; kind?: string }): Promise<OutboxEmail[]> {
  let query = db.selectFrom('outbox_emails').selectAll();
  if (options.kind) query = query.where('kind', '=', options.kind);
  return query.orderBy('created_at', 'desc').limit(options.limit).execute();
}

export async function listAdminEmails(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('role', '=', 'admin').execute();
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

export async function countEmailsSince(
  db: Db,
  options: { to: string; kind: string; sinceIso: string },
): Promise<number> {
  const row = await db
    .selectFrom('outbox_emails')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to_address', '=', options.to)
    .where('kind', '=', options.kind)
    .where('created_at', '>', options.sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
