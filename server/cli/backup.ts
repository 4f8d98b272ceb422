import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { createBackup } from '#server/services/backup/create-backup.ts';

const USAGE = 'Usage: npm run backup -- DIR   (a new or empty folder; README, "Backups and restore")';

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) throw new Error(USAGE);
  const dir = path.resolve(positionals[0]);
  const manifest = await createBackup({ config: loadConfig(), dir });
  const photoBytes = manifest.photos.reduce((sum, photo) => sum + photo.size, 0);
  process.stdout.write(
    `Backed up the ${manifest.database.kind} database (${manifest.database.size} bytes) and the photos ` +
      `(${manifest.photos.length} files, ${photoBytes} bytes) to ${dir}\n`,
  );
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
