import path from 'node:path';
import { createPhotoStorage } from '#server/adapters/storage/create-photo-storage.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Config } from '#server/config.ts';
import { isPostgresEmpty, restorePostgres } from '#server/db/snapshot/postgres-snapshot.ts';
import { isSqliteEmpty, restoreSqlite } from '#server/db/snapshot/sqlite-snapshot.ts';
import { type BackupManifest, readVerifiedManifest } from './backup-manifest.ts';
import { copyPhotosIn, deletePhotosNotIn, isStorageEmpty } from './photo-copy.ts';

/**
 * `npm run restore -- DIR [--force]`: puts a backup into the database and photo storage that config
 * names, as `npm start` would use them. Every file is checked against the manifest before anything
 * is touched. A target that already holds tables or photos is refused unless `isForced`, which
 * replaces what is there: the backup's photos are copied in first and only then are the others
 * deleted, so a copy that fails midway leaves every photo that was there. Run it with the app stopped.
 */
export async function restoreBackup(options: {
  config: Pick<Config, 'database' | 'storage'>;
  dir: string;
  isForced: boolean;
  /** The storage to restore into when the caller has one (tests); otherwise the one config names. */
  storage?: PhotoStorage;
}): Promise<BackupManifest> {
  const { config, dir, isForced } = options;
  const manifest = await readVerifiedManifest(dir);
  const { database } = config;
  if (manifest.database.kind !== database.kind) {
    throw new Error(
      `the backup holds a ${manifest.database.kind} database, but this configuration uses ${database.kind}`,
    );
  }
  const storage = options.storage ?? (await createPhotoStorage(config.storage));

  if (!isForced) {
    const isDatabaseEmpty =
      database.kind === 'sqlite' ? isSqliteEmpty(database.file) : await isPostgresEmpty(database);
    const occupied = [
      ...(isDatabaseEmpty ? [] : ['the database']),
      ...((await isStorageEmpty(storage)) ? [] : ['the photo storage']),
    ];
    if (occupied.length > 0) {
      throw new Error(
        `${occupied.join(' and ')} already hold${occupied.length > 1 ? '' : 's'} data; ` +
          'restore refuses to overwrite it (pass --force to replace it)',
      );
    }
  }

  const snapshot = path.join(dir, manifest.database.path);
  if (manifest.database.kind === 'sqlite' && database.kind === 'sqlite') {
    await restoreSqlite(snapshot, database.file);
  } else if (manifest.database.kind === 'postgres' && database.kind === 'postgres') {
    await restorePostgres({ database, dump: snapshot, dumpedSchema: manifest.database.schema, isForced });
  }
  await copyPhotosIn(storage, dir, manifest.photos);
  if (isForced) await deletePhotosNotIn(storage, manifest.photos);
  return manifest;
}
