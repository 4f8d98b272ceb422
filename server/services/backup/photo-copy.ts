import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import { contentTypeForKey, isPhotoKey } from '#server/adapters/storage/storage-keys.ts';
import { type BackupEntry, photoKeyOf, photoPath, sha256 } from './backup-manifest.ts';

/**
 * Copies every photo in storage (local folder or S3 bucket) into `dir/photos/`, returning each one's
 * size and hash for the manifest. Temp files a crash left behind are not photos and are skipped.
 */
export async function copyPhotosOut(storage: PhotoStorage, dir: string): Promise<BackupEntry[]> {
  const entries: BackupEntry[] = [];
  for (const key of await photoKeys(storage)) {
    const object = await storage.get(key);
    if (!object) continue; // deleted since it was listed (its scan or account was deleted)
    const relativePath = photoPath(key);
    const file = path.join(dir, ...relativePath.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, object.body, { mode: 0o600 });
    entries.push({ path: relativePath, size: object.body.length, sha256: sha256(object.body) });
  }
  return entries;
}

/** Puts the backup's photos into storage, checking each one's hash again as it is read. */
export async function copyPhotosIn(
  storage: PhotoStorage,
  dir: string,
  entries: BackupEntry[],
): Promise<void> {
  for (const entry of entries) {
    const body = await readFile(path.join(dir, ...entry.path.split('/')));
    if (sha256(body) !== entry.sha256) throw new Error(`${entry.path} changed during the restore`);
    const key = photoKeyOf(entry);
    await storage.put(key, body, contentTypeForKey(key));
  }
}

export async function isStorageEmpty(storage: PhotoStorage): Promise<boolean> {
  return (await photoKeys(storage)).length === 0;
}

/** Deletes every photo the backup does not hold: run after copyPhotosIn, so a failed copy deletes nothing. */
export async function deletePhotosNotIn(storage: PhotoStorage, entries: BackupEntry[]): Promise<void> {
  const kept = new Set(entries.map(photoKeyOf));
  for (const key of await photoKeys(storage)) if (!kept.has(key)) await storage.delete(key);
}

/** Listed in full first, so nothing is deleted from a folder while it is being walked. */
async function photoKeys(storage: PhotoStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list('')) if (isPhotoKey(entry.key)) keys.push(entry.key);
  return keys;
}
