import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { billingCalls, subscribe } from './billing-support.ts';
import { addPet, uploadScanForPet } from './pets-support.ts';
import { healthyMouth, storedFiles } from './scans-support.ts';
import { partnerInput, signInAdmin } from './vets-support.ts';

/** Helpers for the backup and restore drill (tests/api/backup-restore.test.ts). */

/** A member's scan: who may read it, and its id. */
export interface MemberScan {
  cookie: string;
  scanId: string;
}

/**
 * What a running site holds, made through the API: an admin and a vet partner, a Starter member and a
 * paying Plus member each with a pet and a scanned photo, and a referral routed to the partner.
 */
export async function makeSiteData(t: TestApp): Promise<MemberScan[]> {
  const { app } = t;
  const admin = await signInAdmin(app, t.db);
  const asAdmin = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie: admin.cookie } });
  const partner = await asAdmin('/api/vet-partners', partnerInput());
  if (partner.statusCode !== 201) throw new Error(`partner: ${partner.statusCode} ${partner.body}`);

  const owner = await signUpUser(app);
  const plus = await signUpUser(app);
  await subscribe(billingCalls(app, plus.cookie));
  const scans: MemberScan[] = [];
  for (const member of [owner, plus]) {
    const pet = await addPet(app, member.cookie, { name: 'Biscuit' });
    const scan = await uploadScanForPet(app, member.cookie, await healthyMouth(), pet.json().id);
    if (scan.statusCode !== 201) throw new Error(`scan: ${scan.statusCode} ${scan.body}`);
    scans.push({ cookie: member.cookie, scanId: scan.json().id });
  }

  const entry = await app.inject({
    method: 'POST',
    url: '/api/vet-referral-waitlist',
    payload: { email: uniqueEmail('referred'), location: 'Portland, OR', petName: 'Biscuit' },
  });
  const routed = await asAdmin(`/api/referrals/${entry.json().id}/route`, { partnerId: partner.json().id });
  if (routed.statusCode !== 200) throw new Error(`referral: ${routed.statusCode} ${routed.body}`);
  return scans;
}

/** Every row of every table (Kysely's own included), each table's rows as sorted JSON lines. */
export async function allRows(database: Config['database']): Promise<Record<string, string[]>> {
  const db = createDb(database);
  try {
    const schema = database.kind === 'postgres' ? database.schema : undefined;
    const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).filter(
      (table) => !table.isView && table.schema === schema,
    );
    const rows: Record<string, string[]> = {};
    for (const table of tables) {
      const { rows: found } = await sql<object>`select * from ${sql.table(table.name)}`.execute(db);
      rows[table.name] = found.map((row) => JSON.stringify(row)).sort();
    }
    return rows;
  } finally {
    await db.destroy();
  }
}

/** The SHA-256 of every file in the local photo folder, by its path in that folder. */
export function photoHashes(uploadsDir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const file of storedFiles(uploadsDir)) {
    hashes[path.relative(uploadsDir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return hashes;
}

/** Loses the database and the photos: the SQLite file (and its WAL) or the Postgres schema, and the folder. */
export async function wipe(config: Config): Promise<void> {
  const { database } = config;
  if (database.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${database.file}${suffix}`, { force: true });
  } else {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`drop schema if exists ${client.escapeIdentifier(database.schema ?? '')} cascade`);
    await client.end();
  }
  if (config.storage.driver === 'local') rmSync(config.storage.dir, { recursive: true, force: true });
}
