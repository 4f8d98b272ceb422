import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { listExportableGrades } from '#server/db/repositories/vet-grades.ts';
import { sha256 } from '#server/lib/ids.ts';
import { csvGumColour, csvIndex, type TLabelLine, writeLabelsCsv } from './labels-csv.ts';

export interface ExportSummary {
  photos: number;
  grades: number;
  /** Grades left out because nobody said whether the pet is a dog or a cat (the CSV needs it). */
  skippedNoSpecies: number;
  /** Grades left out because the stored photo is gone. */
  skippedNoPhoto: number;
  csvFile: string;
}

/**
 * Names that say nothing about who: a grader is an opaque id (stable across exports, so agreement
 * between graders can be measured; never a name or e-mail), a photo a hash of its scan id.
 */
const graderId = (vetUserId: string | null, gradeId: string) =>
  `g-${sha256(`pawsmile-grader:${vetUserId ?? gradeId}`).slice(0, 12)}`;
const photoName = (scanId: string) => `photos/${sha256(`pawsmile-photo:${scanId}`).slice(0, 16)}.jpg`;

/**
 * Writes the consented, graded photos (the stored upright JPEG, which holds no metadata:
 * server/adapters/image/normalise-photo.ts) and labels.csv in the format of docs/vet-labels.md.
 * Consent is read now: an owner who withdrew it is not exported, and a scan shared with one clinic
 * on a referral is not consent to research (server/db/repositories/vet-grades.ts).
 */
export async function exportDataset(options: {
  db: Db;
  storage: PhotoStorage;
  dir: string;
}): Promise<ExportSummary> {
  const dir = path.resolve(options.dir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(`${dir} is not empty: export into a new folder, so no old photo mixes in.`);
  }
  mkdirSync(path.join(dir, 'photos'), { recursive: true });
  const grades = await listExportableGrades(options.db);
  const lines: TLabelLine[] = [];
  const written = new Map<string, boolean>();
  let skippedNoSpecies = 0;
  let skippedNoPhoto = 0;
  for (const grade of grades) {
    if (grade.species !== 'dog' && grade.species !== 'cat') {
      skippedNoSpecies += 1;
      continue;
    }
    const photo = photoName(grade.scan_id);
    if (!written.has(photo)) {
      const stored = await options.storage.get(grade.image_key);
      if (stored) writeFileSync(path.join(dir, photo), stored.body);
      written.set(photo, stored !== undefined);
    }
    if (!written.get(photo)) {
      skippedNoPhoto += 1;
      continue;
    }
    lines.push({
      photo,
      species: grade.species,
      gingival_index: csvIndex(grade.gingival_index),
      calculus_index: csvIndex(grade.calculus_index),
      gum_colour: csvGumColour(grade.gum_colour),
      is_usable: Number(grade.is_usable) === 1 ? 'true' : 'false',
      graded_by: graderId(grade.vet_user_id, grade.grade_id),
      graded_at: grade.created_at,
    });
  }
  const csvFile = path.join(dir, 'labels.csv');
  writeFileSync(csvFile, writeLabelsCsv(lines));
  return {
    photos: [...written.values()].filter(Boolean).length,
    grades: lines.length,
    skippedNoSpecies,
    skippedNoPhoto,
    csvFile,
  };
}
