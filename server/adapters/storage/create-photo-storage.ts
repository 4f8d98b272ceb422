import type { Config } from '#server/config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { PhotoStorage } from './photo-storage.ts';

/**
 * Picks the photo store named by config (STORAGE_DRIVER): a local folder by default, or an S3 bucket.
 * The AWS SDK is loaded only for S3: importing it costs a noticeable part of a start that does not use it.
 */
export async function createPhotoStorage(storage: Config['storage']): Promise<PhotoStorage> {
  if (storage.driver !== 's3') return createLocalStorage(storage.dir);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(storage);
}
