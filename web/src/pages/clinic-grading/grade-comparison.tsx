import type { TGradeResult } from '#common/contracts/clinic-grading.ts';
import { STATUS_META } from '#web/components/scan/scan-status.ts';
import { compareIndex, GUM_COLOUR_LABELS } from './grade-labels.ts';

const show = (index: number | null) => (index === null ? '—' : String(index));

/** After saving, and only then: the analyser's grades beside the vet's. */
export function GradeComparison({ result }: { result: TGradeResult }) {
  const { grade, analyser } = result;
  const rows = [
    { label: 'Gingival index', vet: grade.gingivalIndex, machine: analyser.gingivalIndex },
    { label: 'Calculus index', vet: grade.calculusIndex, machine: analyser.calculusIndex },
  ];
  return (
    <section aria-labelledby="comparison-title" className="grid gap-3 rounded-2xl bg-brand-50 p-4">
      <h3 id="comparison-title" className="text-lg font-bold">
        Your grade beside the analyser’s
      </h3>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-muted-ink">
            <th scope="col" className="py-1 pr-3 font-semibold">
              Index
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              You
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Analyser
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Compared
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-line">
              <th scope="row" className="py-1.5 pr-3 font-semibold">
                {row.label}
              </th>
              <td className="py-1.5 pr-3">{show(row.vet)}</td>
              <td className="py-1.5 pr-3">{show(row.machine)}</td>
              <td className="py-1.5 pr-3">{compareIndex(row.vet, row.machine)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">
        The analyser said <strong>{STATUS_META[analyser.status].label}</strong>
        {analyser.wasRefused ? ': its photo gate refused this photo' : ''}. You said the gums look{' '}
        <strong>{GUM_COLOUR_LABELS[grade.gumColour].toLowerCase()}</strong> and the photo is{' '}
        <strong>{grade.isUsable ? 'usable' : 'not usable'}</strong>.
      </p>
      {grade.isBlind ? null : (
        <p className="text-sm text-muted-ink">
          You had opened this scan’s referral, with the analyser’s findings, before grading, so this grade is
          kept as a label but left out of the agreement figures.
        </p>
      )}
    </section>
  );
}
