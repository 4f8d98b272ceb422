import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isPhotoKey } from '#server/adapters/storage/storage-keys.ts';

/**
 * A backup folder holds the database snapshot, `photos/<storage key>` and this manifest, written
 * last: a folder without one is an interrupted backup, and restore refuses it.
 */
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILES = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;
const PHOTOS_DIR = 'photos';

const ZEntry = z.object({
  path: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
const ZManifest = z.object({
  format: z.literal('pawsmile-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.discriminatedUnion('kind', [
    ZEntry.extend({ kind: z.literal('sqlite') }),
    ZEntry.extend({ kind: z.literal('postgres'), schema: z.string(), serverVersion: z.string() }),
  ]),
  photos: z.array(ZEntry),
});
export type BackupEntry = z.infer<typeof ZEntry>;
export type BackupManifest = z.infer<typeof ZManifest>;

export const photoPath = (key: string) => `${PHOTOS_DIR}/${key}`;
export const photoKeyOf = (entry: BackupEntry) => entry.path.slice(PHOTOS_DIR.length + 1);

export function sha256(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/** Size and SHA-256 of a file in the backup folder, read as a stream (a dump can be large). */
export async function describeFile(dir: string, relativePath: string): Promise<BackupEntry> {
  const file = path.join(dir, relativePath);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { path: relativePath, size: (await stat(file)).size, sha256: hash.digest('hex') };
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  const temp = path.join(dir, `${MANIFEST_FILE}.tmp`);
  await writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await rename(temp, path.join(dir, MANIFEST_FILE));
}

/**
 * Reads the manifest and checks every file it names against its size and hash before restore
 * touches anything; a corrupted, truncated or edited backup is refused with every bad file listed.
 */
export async function readVerifiedManifest(dir: string): Promise<BackupManifest> {
  const text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new Error(`${dir} has no ${MANIFEST_FILE}: not a backup, or one that did not finish`);
    }
    throw error;
  });
  const parsed = ZManifest.safeParse(parseJson(text));
  if (!parsed.success) throw new Error(`${dir}/${MANIFEST_FILE} is not a PawSmile backup manifest`);
  const manifest = parsed.data;
  const problems: string[] = [];
  if (manifest.database.path !== DATABASE_FILES[manifest.database.kind]) {
    problems.push(`unexpected database file ${JSON.stringify(manifest.database.path)}`);
  }
  const badPaths = manifest.photos.filter((entry) => !isPhotoPath(entry.path));
  for (const entry of badPaths) problems.push(`not a photo path: ${JSON.stringify(entry.path)}`);
  if (problems.length === 0) {
    for (const entry of [manifest.database, ...manifest.photos]) {
      const found = await describeFile(dir, entry.path).catch(() => undefined);
      if (!found) problems.push(`${entry.path} is missing`);
      else if (found.size !== entry.size || found.sha256 !== entry.sha256) {
        problems.push(`${entry.path} does not match its hash`);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(`the backup in ${dir} is damaged; nothing was restored:\n  ${problems.join('\n  ')}`);
  }
  return manifest;
}

function isPhotoPath(relativePath: string): boolean {
  return relativePath.startsWith(`${PHOTOS_DIR}/`) && isPhotoKey(relativePath.slice(PHOTOS_DIR.length + 1));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
