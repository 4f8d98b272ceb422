import type { Config } from '#server/config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** Picks the photo store named by config (STORAGE_DRIVER): a local folder by default, or an S3 bucket. */
export function createPhotoStorage(storage: Config['storage']): PhotoStorage {
  return storage.driver === 's3' ? createS3Storage(storage) : createLocalStorage(storage.dir);
}
