/**
 * Vets' grades of real pet scans as training labels (`npm run train -- --labels FILE.csv`). The
 * format is documented in docs/vet-labels.md; the vet side's export writes it. Several grades of
 * one photo are merged into one label (the median index), so a photo counts once.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseCsv } from '../parse-csv.ts';

export const VET_LABEL_COLUMNS = [
  'photo',
  'species',
  'gingival_index',
  'calculus_index',
  'gum_colour',
  'is_usable',
  'graded_by',
  'graded_at',
] as const;

const ZIndex = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '') return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0 || n > 3) {
      ctx.addIssue({ code: 'custom', message: 'an index is 0, 1, 2 or 3, or empty' });
      return z.NEVER;
    }
    return n;
  });

const ZVetLabelRow = z.object({
  photo: z
    .string()
    .trim()
    .min(1)
    .refine((p) => !path.isAbsolute(p) && !p.split(/[\\/]/).includes('..'), {
      message: 'photo is a path inside the export folder',
    }),
  species: z.enum(['dog', 'cat']),
  gingival_index: ZIndex,
  calculus_index: ZIndex,
  gum_colour: z.enum(['normal', 'pale', 'red', 'blue-grey', 'yellow']),
  is_usable: z.enum(['true', 'false']).transform((v) => v === 'true'),
  graded_by: z.string().trim().min(1),
  graded_at: z.iso.datetime({ offset: true }).or(z.iso.date()),
});

/** One photo's merged label. */
export type TVetLabel = {
  file: string;
  species: 'dog' | 'cat';
  isUsable: boolean;
  gingivalIndex: number | null;
  calculusIndex: number | null;
  gumColour: 'normal' | 'pale' | 'red' | 'blue-grey' | 'yellow';
  /** How many grades were merged. */
  grades: number;
};

export class VetLabelError extends Error {
  override name = 'VetLabelError';
}

/**
 * Parses and checks an export; throws VetLabelError naming every bad line (line numbers as in
 * the file, the header being line 1) or a missing photo, so nothing half-read reaches training.
 */
export function readVetLabels(csvText: string, folder: string): TVetLabel[] {
  const rows = parseCsv(csvText);
  const header = csvText
    .split(/\r?\n/, 1)[0]
    .split(',')
    .map((h) => h.trim());
  const missing = VET_LABEL_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new VetLabelError(`vet labels: missing columns ${missing.join(', ')}`);
  const errors: string[] = [];
  const byPhoto = new Map<string, z.infer<typeof ZVetLabelRow>[]>();
  rows.forEach((raw, i) => {
    const parsed = ZVetLabelRow.safeParse(raw);
    if (!parsed.success) {
      errors.push(
        `line ${i + 2}: ${parsed.error.issues.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ')}`,
      );
      return;
    }
    const file = path.join(folder, parsed.data.photo);
    if (!existsSync(file)) {
      errors.push(`line ${i + 2}: photo not found: ${parsed.data.photo}`);
      return;
    }
    byPhoto.set(file, [...(byPhoto.get(file) ?? []), parsed.data]);
  });
  if (errors.length > 0) throw new VetLabelError(`vet labels:\n${errors.join('\n')}`);
  return [...byPhoto.entries()].map(([file, grades]) => ({
    file,
    species: majority(grades.map((g) => g.species)),
    isUsable: grades.filter((g) => g.is_usable).length * 2 > grades.length,
    gingivalIndex: median(grades.flatMap((g) => (g.gingival_index === null ? [] : [g.gingival_index]))),
    calculusIndex: median(grades.flatMap((g) => (g.calculus_index === null ? [] : [g.calculus_index]))),
    gumColour: majority(grades.map((g) => g.gum_colour)),
    grades: grades.length,
  }));
}

/** The lower median, so two vets split between 1 and 2 give 1: a label errs toward "not yet". */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[(sorted.length - 1) >> 1];
}

/** The most frequent value; ties go to the first seen. */
function majority<T>(values: T[]): T {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0];
  for (const [v, c] of counts) if (c > (counts.get(best) ?? 0)) best = v;
  return best;
}
