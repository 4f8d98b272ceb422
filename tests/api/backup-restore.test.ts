import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoStorage } from '#server/adapters/storage/create-photo-storage.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import { buildApp } from '#server/app.ts';
import { restorePostgres } from '#server/db/snapshot/postgres-snapshot.ts';
import { DATABASE_FILES, readVerifiedManifest, sha256 } from '#server/services/backup/backup-manifest.ts';
import { createBackup } from '#server/services/backup/create-backup.ts';
import { restoreBackup } from '#server/services/backup/restore-backup.ts';
import { createTestApp, DB_KIND, type TestApp } from '../setup/test-app.ts';
import { allRows, type MemberScan, makeSiteData, photoHashes, wipe } from './backup-restore-support.ts';

/**
 * The restore drill of README "Backups and restore", on SQLite and (with TEST_DATABASE_URL) on
 * PostgreSQL: site data made through the API, a backup, the database and photos lost, a restore.
 * On PostgreSQL it needs pg_dump and pg_restore; without them it fails saying so, never skips.
 * The tests run in order: the later ones start from the state the earlier ones leave.
 */
let t: TestApp;
let scans: MemberScan[];
let uploadsDir: string;
let backupDir: string;
let rowsBefore: Record<string, string[]>;
let photosBefore: Record<string, string>;
const scansBefore = new Map<string, unknown>();

beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = path.join(t.config.dataDir, 'uploads');
  scans = await makeSiteData(t);
  for (const { cookie, scanId } of scans) {
    scansBefore.set(
      scanId,
      (await t.app.inject({ url: `/api/scans/${scanId}`, headers: { cookie } })).json(),
    );
  }
  // Stopped first so no background job writes between the backup and the rows it is compared with.
  await t.app.close();
  backupDir = path.join(mkdtempSync(path.join(tmpdir(), 'pawsmile-backup-')), 'nightly');
  await createBackup({ config: t.config, dir: backupDir });
  rowsBefore = await allRows(t.config.database);
  photosBefore = photoHashes(uploadsDir);
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (backupDir) rmSync(path.dirname(backupDir), { recursive: true, force: true });
});

const restore = (isForced = false, dir = backupDir) => restoreBackup({ config: t.config, dir, isForced });

describe(`backup and restore drill (${DB_KIND})`, () => {
  it('made accounts, pets, scans with photos, payments and a referral to back up', () => {
    for (const table of ['users', 'pets', 'scans', 'payments', 'subscriptions', 'referrals']) {
      expect(rowsBefore[table]?.length, table).toBeGreaterThan(0);
    }
    expect(Object.keys(photosBefore).length).toBeGreaterThanOrEqual(scans.length * 3);
  });

  it('refuses to back up into a folder that already holds something', async () => {
    await expect(createBackup({ config: t.config, dir: backupDir })).rejects.toThrow(/is not empty/);
  });

  it('refuses to restore over a database and photos that hold data, unless forced', async () => {
    await expect(restore()).rejects.toThrow(/the database and the photo storage already hold data/);
    expect(await allRows(t.config.database)).toEqual(rowsBefore);
    await restore(true);
    expect(await allRows(t.config.database)).toEqual(rowsBefore);
    expect(photoHashes(uploadsDir)).toEqual(photosBefore);
  });

  it('writes the backup readable by its owner only: folder 0700, database file and manifest 0600', () => {
    const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
    expect(mode(backupDir)).toBe('700');
    expect(mode(path.join(backupDir, DATABASE_FILES[DB_KIND]))).toBe('600');
    expect(mode(path.join(backupDir, 'manifest.json'))).toBe('600');
  });

  it('a forced restore whose photo copy fails midway keeps every photo that was there', async () => {
    const local = await createPhotoStorage(t.config.storage);
    let puts = 0;
    const failing: PhotoStorage = {
      ...local,
      put: async (key, body, contentType) => {
        puts += 1;
        if (puts === 2) throw new Error('disk full');
        await local.put(key, body, contentType);
      },
    };
    await expect(
      restoreBackup({ config: t.config, dir: backupDir, isForced: true, storage: failing }),
    ).rejects.toThrow('disk full');
    expect(photoHashes(uploadsDir)).toEqual(photosBefore);
  });

  it('a forced restore deletes only the photos the backup does not hold', async () => {
    const local = await createPhotoStorage(t.config.storage);
    await local.put('scans/not-in-backup/photo.jpg', Buffer.from('extra'), 'image/jpeg');
    await restore(true);
    expect(photoHashes(uploadsDir)).toEqual(photosBefore);
  });

  it.runIf(DB_KIND === 'postgres')(
    'a forced PostgreSQL restore that cannot find pg_restore or read the dump drops nothing',
    async () => {
      if (t.config.database.kind !== 'postgres') throw new Error('not on PostgreSQL');
      const { database } = t.config;
      const manifest = await readVerifiedManifest(backupDir);
      if (manifest.database.kind !== 'postgres') throw new Error('not a PostgreSQL backup');
      const dumpedSchema = manifest.database.schema;
      const dump = path.join(backupDir, manifest.database.path);
      const noTool = async (): Promise<string> => {
        throw new Error('pg_restore was not found');
      };
      await expect(
        restorePostgres({ database, dump, dumpedSchema, isForced: true, findTool: noTool }),
      ).rejects.toThrow('pg_restore was not found');
      expect(await allRows(database)).toEqual(rowsBefore);

      const missing = async () => path.join(backupDir, 'no-such-pg_restore');
      await expect(
        restorePostgres({ database, dump, dumpedSchema, isForced: true, findTool: missing }),
      ).rejects.toThrow(/no-such-pg_restore failed/);
      expect(await allRows(database)).toEqual(rowsBefore);

      const unreadable = path.join(path.dirname(backupDir), 'not-a-dump.pgdump');
      writeFileSync(unreadable, 'not a pg_dump archive');
      await expect(
        restorePostgres({ database, dump: unreadable, dumpedSchema, isForced: true }),
      ).rejects.toThrow(/pg_restore failed/);
      expect(await allRows(database)).toEqual(rowsBefore);
    },
  );

  it('refuses a backup with a changed photo and restores nothing from it', async () => {
    const damaged = path.join(path.dirname(backupDir), 'damaged');
    cpSync(backupDir, damaged, { recursive: true });
    const photo = path.join(damaged, 'photos', Object.keys(photosBefore)[0]);
    const bytes = readFileSync(photo);
    bytes[bytes.length - 1] ^= 0xff;
    writeFileSync(photo, bytes);
    await wipe(t.config);
    await expect(restore(false, damaged)).rejects.toThrow(
      /damaged; nothing was restored:\n {2}photos\/.* does not match its hash/,
    );
    expect(photoHashes(uploadsDir)).toEqual({});
    const rows = await allRows(t.config.database);
    expect(Object.values(rows).flat()).toEqual([]);
  });

  it('restores every row and photo into a wiped database and folder, and a new app serves the scans', async () => {
    await wipe(t.config);
    await restore();
    expect(await allRows(t.config.database)).toEqual(rowsBefore);
    expect(photoHashes(uploadsDir)).toEqual(photosBefore);

    const app: FastifyInstance = await buildApp(t.config, { serveWeb: false });
    try {
      for (const { cookie, scanId } of scans) {
        const scan = await app.inject({ url: `/api/scans/${scanId}`, headers: { cookie } });
        expect(scan.statusCode).toBe(200);
        expect(scan.json()).toEqual(scansBefore.get(scanId));
        const photo = await app.inject({ url: `/media/scans/${scanId}/photo`, headers: { cookie } });
        expect(photo.statusCode).toBe(200);
        expect(Object.values(photosBefore)).toContain(sha256(photo.rawPayload));
      }
    } finally {
      await app.close();
    }
  });
});
