import { randomBytes } from 'node:crypto';
import { mkdir, opendir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoStorage, StoredEntry, StoredObject } from './photo-storage.ts';
import { checkListPrefix, contentTypeForKey, keyOfTempFile } from './storage-keys.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Photos in a folder on local disk: the embedded default, `DATA_DIR/uploads` (README, Configuration). */
export function createLocalStorage(rootDir: string): PhotoStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string, options: { isTempAllowed?: boolean } = {}) => {
    contentTypeForKey((options.isTempAllowed && keyOfTempFile(key)) || key);
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
      // Write then rename: a reader never sees half a photo, and a crash leaves only a stray temp
      // file (named as keyOfTempFile expects), which the orphan sweep removes.
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
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key, { isTempAllowed: true });
      await rm(file, { force: true });
      // Each scan has its own folder; drop it once its last file is gone (fails harmlessly if not empty).
      await rmdir(path.dirname(file)).catch(() => undefined);
    },

    async *list(prefix): AsyncGenerator<StoredEntry> {
      checkListPrefix(prefix);
      for await (const file of walkFiles(path.join(root, ...prefix.split('/').filter(Boolean)))) {
        const modifiedAt = await stat(file).then(
          (stats) => stats.mtime,
          (error) => {
            if (isMissing(error)) return undefined; // deleted since the folder was read
            throw error;
          },
        );
        if (modifiedAt) yield { key: path.relative(root, file).split(path.sep).join('/'), modifiedAt };
      }
    },
  };
}

/** Regular files under a folder, one directory handle at a time, so a large store is never held in memory. */
async function* walkFiles(dir: string): AsyncGenerator<string> {
  let handle: Awaited<ReturnType<typeof opendir>>;
  try {
    handle = await opendir(dir);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for await (const entry of handle) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full);
    else if (entry.isFile()) yield full;
  }
}
