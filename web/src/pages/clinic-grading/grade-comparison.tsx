import type { TGradeResult } from '#common/contracts/clinic-grading.ts';
import { Table, TableBody, TableCell, TableColumns, TableHead, TableRow } from '#web/components/ui/table.tsx';
import { compareIndex, GUM_COLOUR_LABELS } from './grade-labels.ts';

const show = (index: number | null) => (index === null ? '—' : String(index));

/** After saving, and only then: the analyser's indices beside the vet's, and what the vet said besides. */
export function GradeComparison({ result }: { result: TGradeResult }) {
  const { grade, analyser } = result;
  const rows = [
    { label: 'Gingival index', vet: grade.gingivalIndex, machine: analyser.gingivalIndex },
    { label: 'Calculus index', vet: grade.calculusIndex, machine: analyser.calculusIndex },
  ];
  return (
    <section aria-labelledby="comparison-title" className="grid gap-3 rounded-2xl bg-brand-50 p-4">
      <h4 id="comparison-title" className="text-base font-bold">
        Your grade beside the analyser’s
      </h4>
      <Table layout="stack" density="compact">
        <TableColumns labels={['Index', 'You', 'Analyser', 'Compared']} />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableHead scope="row">{row.label}</TableHead>
              <TableCell label="You">{show(row.vet)}</TableCell>
              <TableCell label="Analyser">{show(row.machine)}</TableCell>
              <TableCell label="Compared">{compareIndex(row.vet, row.machine)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm">
        You said the gums look <strong>{GUM_COLOUR_LABELS[grade.gumColour].toLowerCase()}</strong> and the
        photo is <strong>{grade.isUsable ? 'usable' : 'not usable'}</strong>
        {analyser.wasRefused ? '; the analyser’s photo gate refused it' : ''}.
      </p>
      {grade.note ? <p className="text-sm">Your note: {grade.note}</p> : null}
      {grade.isBlind ? null : (
        <p className="text-sm text-muted-ink">
          You had seen the analyser’s reading of this scan before grading (its referral, its overlay or a link
          from the owner), so this grade is kept as a label but left out of the agreement figures.
        </p>
      )}
    </section>
  );
}
