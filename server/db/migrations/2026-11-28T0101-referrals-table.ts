import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Referrals get one name: `vet_referral_waitlist` becomes `referrals`, and the history's
 * `waitlist_id` becomes `referral_id`. Renames only, so every row, key and foreign key stays;
 * SQLite and PostgreSQL both repoint the foreign keys that name a renamed table or column.
 * Index names follow (SQLite cannot rename an index, so it rebuilds them), and on PostgreSQL the
 * constraints named after the old table (primary key, foreign keys) too.
 */
const INDEXES = [
  { from: 'waitlist_created_idx', to: 'referrals_created_idx', table: 'referrals', columns: ['created_at'] },
  {
    from: 'waitlist_scan_email_unique',
    to: 'referrals_scan_email_unique',
    table: 'referrals',
    columns: ['scan_id', 'email'],
    isUnique: true,
  },
  { from: 'waitlist_partner_idx', to: 'referrals_partner_idx', table: 'referrals', columns: ['partner_id'] },
  {
    from: 'referral_changes_waitlist_idx',
    to: 'referral_changes_referral_idx',
    table: 'referral_status_changes',
    columns: ['referral_id', 'created_at'],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db, { table: ['vet_referral_waitlist', 'referrals'], column: ['waitlist_id', 'referral_id'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rename(db, { table: ['referrals', 'vet_referral_waitlist'], column: ['referral_id', 'waitlist_id'] });
}

async function rename(
  db: Kysely<unknown>,
  names: { table: [from: string, to: string]; column: [from: string, to: string] },
): Promise<void> {
  const [oldTable, newTable] = names.table;
  const isUp = newTable === 'referrals';
  await db.schema.alterTable(oldTable).renameTo(newTable).execute();
  await db.schema
    .alterTable('referral_status_changes')
    .renameColumn(names.column[0], names.column[1])
    .execute();
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const index of INDEXES) {
    const [from, to] = isUp ? [index.from, index.to] : [index.to, index.from];
    if (isPostgres) {
      await sql`alter index ${sql.ref(from)} rename to ${sql.ref(to)}`.execute(db);
      continue;
    }
    await db.schema.dropIndex(from).execute();
    const table = index.table === 'referrals' ? newTable : index.table;
    const columns = index.columns.map((c) => (c === names.column[0] ? names.column[1] : c));
    let create = db.schema.createIndex(to).on(table).columns(columns);
    if (index.isUnique) create = create.unique();
    await create.execute();
  }
  if (isPostgres) {
    await renamePostgresConstraints(db, oldTable, newTable);
    await renamePostgresConstraints(
      db,
      `referral_status_changes_${names.column[0]}`,
      `referral_status_changes_${names.column[1]}`,
    );
  }
}

/** PostgreSQL named the primary key and foreign keys after the table (and column) that declared them. */
async function renamePostgresConstraints(db: Kysely<unknown>, oldPrefix: string, newPrefix: string) {
  const { rows } = await sql<{ table_name: string; name: string }>`
    select rel.relname as table_name, con.conname as name
    from pg_constraint con
    join pg_class rel on rel.oid = con.conrelid
    where rel.relnamespace = current_schema()::regnamespace
      and con.conname like ${`${oldPrefix.replaceAll('_', '\\_')}\\_%`}`.execute(db);
  for (const row of rows) {
    const to = `${newPrefix}${row.name.slice(oldPrefix.length)}`;
    await sql`alter table ${sql.ref(row.table_name)} rename constraint ${sql.ref(row.name)} to ${sql.ref(to)}`.execute(
      db,
    );
  }
}
