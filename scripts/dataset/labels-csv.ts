import { VET_LABEL_COLUMNS } from '../train/vet-labels.ts';

/** One line of labels.csv (docs/vet-labels.md); every value already in the file's vocabulary. */
export type TLabelLine = Record<(typeof VET_LABEL_COLUMNS)[number], string>;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The header line and one line per grade, in the documented column order, ending with a newline. */
export function writeLabelsCsv(lines: readonly TLabelLine[]): string {
  const rows = [VET_LABEL_COLUMNS.join(',')];
  for (const line of lines) rows.push(VET_LABEL_COLUMNS.map((c) => csvField(line[c])).join(','));
  return `${rows.join('\n')}\n`;
}

/** The database says blue_grey; the CSV, as vets write it, blue-grey. */
export function csvGumColour(colour: string): string {
  return colour === 'blue_grey' ? 'blue-grey' : colour;
}

/** An index cell: empty when the vet could not tell. */
export function csvIndex(value: number | null): string {
  return value === null ? '' : String(value);
}
