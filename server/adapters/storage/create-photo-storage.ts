import type { Config } from '#server/config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { PhotoStorage } from './photo-storage.ts';

/** Picks the photo store named by config; fails at boot, not mid-upload, when it cannot be built. */
export function createPhotoStorage(storage: Config['storage']): PhotoStorage {
  if (storage.driver === 'local') return createLocalStorage(storage.dir);
  throw new Error(
    'STORAGE_DRIVER=s3 is not supported by this build yet: photos can only be stored in a local folder (STORAGE_DRIVER=local).',
  );
}
