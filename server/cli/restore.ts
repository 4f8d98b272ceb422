import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { restoreBackup } from '#server/services/backup/restore-backup.ts';

const USAGE =
  'Usage: npm run restore -- DIR [--force]   (into the DATA_DIR / DATABASE_URL and storage `npm start` uses; ' +
  '--force replaces what is there)';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const dir = path.resolve(positionals[0]);
  const manifest = await restoreBackup({ config: loadConfig(), dir, isForced: values.force });
  process.stdout.write(
    `Restored the ${manifest.database.kind} database and the photos (${manifest.photos.length} files) ` +
      `from the backup of ${manifest.createdAt}\n`,
  );
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
