import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { createPhotoStorage } from '#server/adapters/storage/create-photo-storage.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Config } from '#server/config.ts';
import { dumpPostgres } from '#server/db/snapshot/postgres-snapshot.ts';
import { snapshotSqlite } from '#server/db/snapshot/sqlite-snapshot.ts';
import { type BackupManifest, DATABASE_FILES, describeFile, writeManifest } from './backup-manifest.ts';
import { copyPhotosOut } from './photo-copy.ts';

/**
 * `npm run backup -- DIR`: the database snapshot first, then the photos, then the manifest.
 * Photos are never changed once written (each has its own random key), so copying them after the
 * snapshot gets every photo the snapshot names, except one deleted in between (its scan or account
 * was deleted during the backup); photos added in between are extra and harmless.
 */
export async function createBackup(options: {
  config: Pick<Config, 'database' | 'storage'>;
  dir: string;
  /** The app's storage when the caller has one (tests); otherwise the one config names. */
  storage?: PhotoStorage;
}): Promise<BackupManifest> {
  const { config, dir } = options;
  const existing = await readdir(dir).catch(() => []);
  if (existing.length > 0) throw new Error(`${dir} is not empty: give each backup a folder of its own`);
  // Owner only, like the photos: the database holds every account's data. chmod too, for a folder
  // that already existed (empty) or a umask that narrowed mkdir's mode.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const createdAt = new Date().toISOString();

  const { database } = config;
  const databasePath = DATABASE_FILES[database.kind];
  const databaseFile = path.join(dir, databasePath);
  let databaseEntry: BackupManifest['database'];
  if (database.kind === 'sqlite') {
    snapshotSqlite(database.file, databaseFile);
    databaseEntry = { kind: 'sqlite', ...(await describeFile(dir, databasePath)) };
  } else {
    const dumped = await dumpPostgres(database, databaseFile);
    databaseEntry = { kind: 'postgres', ...dumped, ...(await describeFile(dir, databasePath)) };
  }
  // VACUUM INTO and pg_dump create the file with the default mode.
  await chmod(databaseFile, 0o600);

  const storage = options.storage ?? (await createPhotoStorage(config.storage));
  const photos = await copyPhotosOut(storage, dir);
  const manifest: BackupManifest = {
    format: 'pawsmile-backup',
    version: 1,
    createdAt,
    database: databaseEntry,
    photos,
  };
  await writeManifest(dir, manifest);
  return manifest;
}
