import {
  classifyPetPhoto,
  isFalseAlarm,
  isFalseReassurance,
  type TPetPhotoClass,
} from './pet-photo-class.ts';

/** One grading of a pet photo. */
export type TPetVerdict = {
  status: string;
  severity: string;
  pg: number | null;
  pc: number | null;
  confidence: number;
};

/** A pet photo of the check set, graded as an owner sends it (species unsaid) and with its species named. */
export type TPetRow = {
  file: string;
  label: string;
  species: string;
  notes: string;
  unsaid: TPetVerdict;
  named: TPetVerdict;
};

const p = (value: number | null) => (value === null ? '  -  ' : value.toFixed(3));
const cell = (v: TPetVerdict) =>
  `${`${v.status}/${v.severity}`.padEnd(20)} ${p(v.pg)}  ${p(v.pc)}  ${v.confidence.toFixed(2)}`;

/**
 * The pets table of `npm run eval:report`: each real pet photo's verdict and probabilities, then how
 * many diseased pets were called healthy and how many others urgent, for both ways of sending it.
 */
export function printPetsTable(rows: TPetRow[], log: (line: string) => void): void {
  const classified = rows
    .map((row) => ({ row, kind: classifyPetPhoto(row) }))
    .filter((r): r is { row: TPetRow; kind: TPetPhotoClass } => r.kind !== null);
  log(
    '\n## Pets: real dog and cat photos, as an owner sends them (species unsaid) and with the species named',
  );
  log(
    `${'photo'.padEnd(50)} ${'class'.padEnd(12)} ${'species unsaid: status/severity, P(g), P(c), conf'.padEnd(52)} species named: same`,
  );
  for (const { row, kind } of classified) {
    log(`${row.file.padEnd(50)} ${kind.padEnd(12)} ${cell(row.unsaid).padEnd(52)} ${cell(row.named)}`);
  }
  const diseased = classified.filter((r) => r.kind === 'diseased');
  const others = classified.filter((r) => r.kind !== 'diseased');
  for (const [how, pick] of [
    ['species unsaid', (r: TPetRow) => r.unsaid],
    ['species named', (r: TPetRow) => r.named],
  ] as const) {
    const reassured = diseased.filter((r) => isFalseReassurance(r.kind, pick(r.row).status));
    const alarmed = others.filter((r) => isFalseAlarm(r.kind, pick(r.row).severity));
    const names = (list: typeof classified) =>
      list.length === 0 ? '' : ` (${list.map((r) => r.row.file.slice(0, 6)).join(', ')})`;
    log(
      `${how}: false reassurance (diseased pet called healthy) ${reassured.length}/${diseased.length}${names(reassured)}; false alarm (pet not labelled diseased called urgent) ${alarmed.length}/${others.length}${names(alarmed)}`,
    );
  }
}
