import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BackupEntry, readVerifiedManifest, sha256, writeManifest } from './backup-manifest.ts';

const root = mkdtempSync(path.join(tmpdir(), 'pawsmile-manifest-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 7]);

/** A backup folder with an empty SQLite snapshot, one photo, and a manifest naming `photos`. */
async function backupFolder(name: string, photos: BackupEntry[]): Promise<string> {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'photos', 'scans', 'a-1'), { recursive: true });
  writeFileSync(path.join(dir, 'photos', 'scans', 'a-1', 'photo.jpg'), PHOTO);
  writeFileSync(path.join(dir, 'database.sqlite'), '');
  await writeManifest(dir, {
    format: 'pawsmile-backup',
    version: 1,
    createdAt: '2026-11-28T03:00:00.000Z',
    database: { kind: 'sqlite', path: 'database.sqlite', size: 0, sha256: sha256(Buffer.alloc(0)) },
    photos,
  });
  return dir;
}

const photo = { path: 'photos/scans/a-1/photo.jpg', size: PHOTO.length, sha256: sha256(PHOTO) };

describe('reading a backup manifest', () => {
  it('accepts a backup whose every file matches its size and hash', async () => {
    const dir = await backupFolder('good', [photo]);
    expect((await readVerifiedManifest(dir)).photos).toEqual([photo]);
  });

  it('refuses a folder without a manifest as a backup that did not finish', async () => {
    mkdirSync(path.join(root, 'unfinished'));
    await expect(readVerifiedManifest(path.join(root, 'unfinished'))).rejects.toThrow(/did not finish/);
  });

  it('refuses a changed or missing file, listing each one', async () => {
    const dir = await backupFolder('damaged', [
      { ...photo, sha256: sha256(Buffer.from('other')) },
      { ...photo, path: 'photos/scans/a-1/thumb.webp' },
    ]);
    await expect(readVerifiedManifest(dir)).rejects.toThrow(
      /damaged; nothing was restored:\n {2}photos\/scans\/a-1\/photo.jpg does not match its hash\n {2}photos\/scans\/a-1\/thumb.webp is missing/,
    );
  });

  it.each(['photos/../../outside.jpg', '/etc/shadow.jpg', 'database.sqlite', 'photos/scans/x.tmp'])(
    'refuses a manifest naming %s as a photo, since restore would read it',
    async (badPath) => {
      const dir = await backupFolder(`bad-${sha256(Buffer.from(badPath)).slice(0, 8)}`, [
        { ...photo, path: badPath },
      ]);
      await expect(readVerifiedManifest(dir)).rejects.toThrow(/not a photo path/);
    },
  );
});
