import type { TIndexAgreement } from '#common/contracts/clinic-grading.ts';

/** Analyser rows against vet columns, with the diagonal (agreement) picked out. */
export function ConfusionTable({
  id,
  title,
  agreement,
}: {
  id: string;
  title: string;
  agreement: TIndexAgreement;
}) {
  const levels = agreement.confusion.map((_, i) => i);
  return (
    <figure className="grid gap-2">
      <figcaption id={id} className="font-semibold">
        {title}: kappa {formatKappa(agreement.kappa)} on {agreement.pairs}{' '}
        {agreement.pairs === 1 ? 'pair' : 'pairs'}
      </figcaption>
      <div className="overflow-x-auto">
        <table aria-labelledby={id} className="text-center text-sm tabular-nums">
          <thead>
            <tr>
              <th scope="col" className="px-3 py-1.5 text-left font-semibold text-muted-ink">
                Analyser ↓ / Vet →
              </th>
              {levels.map((v) => (
                <th key={v} scope="col" className="px-3 py-1.5 font-semibold">
                  Vet {v}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {agreement.confusion.map((row, a) => (
              <tr key={levels[a]} className="border-t border-line">
                <th scope="row" className="px-3 py-1.5 text-left font-semibold">
                  Analyser {a}
                </th>
                {row.map((count, v) => (
                  <td
                    key={levels[v]}
                    className={a === v ? 'bg-brand-50 px-3 py-1.5 font-bold' : 'px-3 py-1.5'}
                  >
                    {count}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Kappa to two decimals; "not defined" without pairs or without any spread of grades. */
export function formatKappa(kappa: number | null): string {
  return kappa === null ? 'not defined' : kappa.toFixed(2);
}
