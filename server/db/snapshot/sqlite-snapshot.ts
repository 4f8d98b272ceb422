import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'libsql';

/**
 * The SQLite side of `npm run backup` / `npm run restore` (docs in README, "Backups and restore").
 * libsql, our driver, leaves better-sqlite3's `backup()` unimplemented, so the snapshot is SQLite's
 * own online copy, `VACUUM INTO`: it reads the database inside one read transaction while the app
 * goes on writing (WAL), and SQLite documents the result as a transactionally consistent snapshot.
 */
export function snapshotSqlite(file: string, destination: string): void {
  if (!existsSync(file)) throw new Error(`no SQLite database at ${file}`);
  withDatabase(file, (db) => {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run(destination);
  });
}

/** True when the file is missing or holds no table: what `npm start` would create on first run. */
export function isSqliteEmpty(file: string): boolean {
  if (!existsSync(file)) return true;
  return withDatabase(file, (db) => {
    const row = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as {
      n: number;
    };
    return row.n === 0;
  });
}

/**
 * Puts a snapshot in place of `file`: copied beside it, checked, then renamed over it, so the
 * target is either the old file or the whole snapshot. The old file's WAL and shared-memory files
 * go too, or SQLite would replay the old database's last writes onto the restored one.
 */
export async function restoreSqlite(snapshot: string, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.restoring-${randomBytes(6).toString('hex')}`;
  try {
    await copyFile(snapshot, temp);
    const check = withDatabase(
      temp,
      (db) => (db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check,
    );
    if (check !== 'ok') throw new Error(`the database snapshot fails SQLite's integrity check: ${check}`);
    await rm(`${file}-wal`, { force: true });
    await rm(`${file}-shm`, { force: true });
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
}

function withDatabase<T>(file: string, use: (db: Database.Database) => T): T {
  const db = new Database(file);
  try {
    return use(db);
  } finally {
    db.close();
  }
}
