import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoStorage, StoredObject } from './photo-storage.ts';
import { contentTypeForKey } from './storage-keys.ts';

/** Photos in a folder on local disk: the embedded default (DECISIONS: `./data/uploads`). */
export function createLocalStorage(rootDir: string): PhotoStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    contentTypeForKey(key);
    const file = path.join(root, ...key.split('/'));
    // Belt and braces: the pattern already rules out escapes.
    if (!file.startsWith(root + path.sep)) throw new Error('storage key escapes the storage folder');
    return file;
  };

  return {
    async put(key, body, contentType) {
      if (contentTypeForKey(key) !== contentType) throw new Error(`key ${key} does not match ${contentType}`);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a photo, and a crash leaves only a stray temp file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, body, { mode: 0o600 });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredObject | undefined> {
      try {
        return { body: await readFile(fileOf(key)), contentType: contentTypeForKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // Each scan has its own folder; drop it once its last file is gone (fails harmlessly if not empty).
      await rmdir(path.dirname(file)).catch(() => undefined);
    },
  };
}
