/**
 * `npm run dataset:export -- DIR`: the consented, graded photos and their labels.csv
 * (docs/vet-labels.md), from the configured database and photo storage (server/config.ts), for
 * `npm run train -- --labels DIR/labels.csv`.
 */
import { createPhotoStorage } from '#server/adapters/storage/create-photo-storage.ts';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { exportDataset } from './dataset/export-dataset.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const USAGE = 'Usage: npm run dataset:export -- DIR   (DIR must be new or empty)';

async function main(): Promise<void> {
  const dir = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!dir) throw new Error(USAGE);
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
    const summary = await exportDataset({ db, storage: await createPhotoStorage(config.storage), dir });
    const lines = [
      `wrote ${plural(summary.photos, 'photo')} and ${plural(summary.grades, 'grade')} to ${summary.csvFile}`,
      summary.skippedNoSpecies > 0 ? `left out ${summary.skippedNoSpecies} grades: species unknown` : '',
      summary.skippedNoPhoto > 0 ? `left out ${summary.skippedNoPhoto} grades: stored photo missing` : '',
      `check it: npm run train -- --labels ${summary.csvFile} --dry-run`,
    ];
    process.stdout.write(`${lines.filter(Boolean).join('\n')}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
