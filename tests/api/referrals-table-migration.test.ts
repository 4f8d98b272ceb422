import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#server/config.ts';
import { createDb, type Db } from '#server/db/client.ts';
import { migrateTo, migrateToLatest } from '#server/db/migrate.ts';
import { TEST_DATABASE_URL } from '../setup/test-app.ts';

/** The migration before the rename: the tables as a running instance has them today. */
const BEFORE = '2026-11-27T0101-scan-access-kind';
const NOW = '2026-11-27T10:00:00.000Z';

let db: Db;
let schema: string | undefined;
let cleanUp = async () => {};

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

beforeAll(async () => {
  let database: Config['database'];
  if (TEST_DATABASE_URL) {
    schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(`create schema ${schema}`);
    database = { kind: 'postgres', url: TEST_DATABASE_URL, schema };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'pawsmile-migration-'));
    database = { kind: 'sqlite', file: path.join(dir, 'test.db') };
    cleanUp = async () => rmSync(dir, { recursive: true, force: true });
  }
  db = createDb(database);
  await migrateTo(db, BEFORE, schema);
  await sql`insert into vet_partners (id, business_name, contact_name, email, address, city, state,
    zip_code, status, created_at, updated_at)
    values ('p1', 'Riverside Vets', 'Dr Lee', 'clinic@example.com', '1 Main St', 'Portland', 'OR',
    '97201', 'active', ${NOW}, ${NOW})`.execute(db);
  for (const [id, status, partner] of [
    ['r1', 'pending', null],
    ['r2', 'routed', 'p1'],
  ] as const) {
    await sql`insert into vet_referral_waitlist (id, email, pet_name, location, urgency_level, status,
      partner_id, created_at) values (${id}, ${`${id}@example.com`}, 'Rex', 'Portland, OR', 'high',
      ${status}, ${partner}, ${NOW})`.execute(db);
  }
  await sql`insert into referral_status_changes (id, waitlist_id, from_status, to_status, partner_id,
    partner_name, changed_by_email, created_at)
    values ('c1', 'r2', 'pending', 'routed', 'p1', 'Riverside Vets', 'admin@example.com', ${NOW})`.execute(
    db,
  );
  await migrateToLatest(db, schema);
});

afterAll(async () => {
  await db.destroy();
  if (schema) await adminQuery(`drop schema ${schema} cascade`);
  await cleanUp();
});

describe('renaming vet_referral_waitlist to referrals', () => {
  it('keeps every referral and its history, with the history pointing at referral_id', async () => {
    const referrals = await db
      .selectFrom('referrals')
      .select(['id', 'email', 'status', 'partner_id'])
      .orderBy('id')
      .execute();
    expect(referrals).toEqual([
      { id: 'r1', email: 'r1@example.com', status: 'pending', partner_id: null },
      { id: 'r2', email: 'r2@example.com', status: 'routed', partner_id: 'p1' },
    ]);
    const history = await db.selectFrom('referral_status_changes').select(['id', 'referral_id']).execute();
    expect(history).toEqual([{ id: 'c1', referral_id: 'r2' }]);
  });

  it('keeps the foreign key from the history to the renamed table (deleting a referral removes its history)', async () => {
    await sql`insert into referral_status_changes (id, referral_id, to_status, changed_by_email, created_at)
      values ('c2', 'r1', 'pending', 'admin@example.com', ${NOW})`.execute(db);
    await db.deleteFrom('referrals').where('id', '=', 'r1').execute();
    const left = await db.selectFrom('referral_status_changes').select('id').orderBy('id').execute();
    expect(left).toEqual([{ id: 'c1' }]);
  });

  it('names the indexes and constraints after referrals, none after the waitlist', async () => {
    const names = await indexAndConstraintNames();
    expect(names).toEqual(
      expect.arrayContaining([
        'referrals_created_idx',
        'referrals_scan_email_unique',
        'referrals_partner_idx',
        'referral_changes_referral_idx',
      ]),
    );
    expect(names.filter((name) => name.includes('waitlist'))).toEqual([]);
  });

  it('undoes cleanly: down brings back the old names with the rows', async () => {
    await migrateTo(db, BEFORE, schema);
    const { rows } = await sql<{ id: string }>`select id from vet_referral_waitlist where id = 'r2'`.execute(
      db,
    );
    expect(rows).toEqual([{ id: 'r2' }]);
    const history = await sql<{
      waitlist_id: string;
    }>`select waitlist_id from referral_status_changes`.execute(db);
    expect(history.rows).toEqual([{ waitlist_id: 'r2' }]);
    await migrateToLatest(db, schema);
  });
});

/** Every index (and on PostgreSQL every constraint) of the two renamed tables. */
async function indexAndConstraintNames(): Promise<string[]> {
  if (schema) {
    const { rows } = await sql<{ name: string }>`
      select indexname as name from pg_indexes
      where schemaname = ${schema} and tablename in ('referrals', 'referral_status_changes')
      union all
      select con.conname as name from pg_constraint con join pg_class rel on rel.oid = con.conrelid
      where rel.relnamespace = ${schema}::regnamespace
        and rel.relname in ('referrals', 'referral_status_changes')`.execute(db);
    return rows.map((r) => r.name);
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'index' and tbl_name in ('referrals', 'referral_status_changes')`.execute(db);
  return rows.map((r) => r.name);
}
