import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoStorage } from '#server/adapters/storage/create-photo-storage.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import { contentTypeForKey } from '#server/adapters/storage/storage-keys.ts';
import { loadConfig } from '#server/config.ts';
import { type S3Server, startS3Server } from '../../../tests/two-instances/support/s3-server.ts';
import { sha256 } from './backup-manifest.ts';
import { copyPhotosIn, copyPhotosOut, deletePhotosNotIn, isStorageEmpty } from './photo-copy.ts';

const root = mkdtempSync(path.join(tmpdir(), 'pawsmile-photo-copy-'));
let s3: S3Server;
let bucket: PhotoStorage;
beforeAll(async () => {
  s3 = await startS3Server(path.join(root, 's3rver'), 'photos');
  const { storage } = loadConfig({ ...s3.env, DATA_DIR: root, SESSION_SECRET: 'x'.repeat(40) });
  bucket = await createPhotoStorage(storage);
});
afterAll(async () => {
  await s3?.stop();
  rmSync(root, { recursive: true, force: true });
});

const PHOTOS: Record<string, Buffer> = {
  'scans/a-1/photo.jpg': Buffer.from([0xff, 0xd8, 0xff, 1]),
  'scans/a-1/thumb.webp': Buffer.from('webp'),
  'pending/b-2/upload.avif': Buffer.from('avif'),
};

describe('photos in a backup, from and to an S3 bucket', () => {
  it('copies every photo out with its hash, and back in byte for byte after the bucket was emptied', async () => {
    for (const [key, body] of Object.entries(PHOTOS)) await bucket.put(key, body, contentTypeForKey(key));
    const dir = path.join(root, 'backup');
    const entries = await copyPhotosOut(bucket, dir);
    expect(Object.fromEntries(entries.map((entry) => [entry.path, entry.sha256]))).toEqual(
      Object.fromEntries(Object.entries(PHOTOS).map(([key, body]) => [`photos/${key}`, sha256(body)])),
    );
    expect(readFileSync(path.join(dir, 'photos/scans/a-1/photo.jpg'))).toEqual(PHOTOS['scans/a-1/photo.jpg']);

    await deletePhotosNotIn(bucket, []);
    expect(await isStorageEmpty(bucket)).toBe(true);
    await copyPhotosIn(bucket, dir, entries);
    for (const [key, body] of Object.entries(PHOTOS)) expect((await bucket.get(key))?.body).toEqual(body);
  });
});
