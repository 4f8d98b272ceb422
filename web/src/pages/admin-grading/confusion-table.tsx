import type { TIndexAgreement } from '#common/contracts/clinic-grading.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#web/components/ui/table.tsx';

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
      <Table aria-labelledby={id} density="compact" className="w-auto text-center tabular-nums">
        <TableHeader>
          <TableRow>
            <TableHead className="pl-3 text-left">Analyser ↓ / Vet →</TableHead>
            {levels.map((v) => (
              <TableHead key={v} className="pl-3 text-ink">
                Vet {v}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {agreement.confusion.map((row, a) => (
            <TableRow key={levels[a]}>
              <TableHead scope="row" className="pl-3 text-left text-ink">
                Analyser {a}
              </TableHead>
              {row.map((count, v) => (
                <TableCell key={levels[v]} className={a === v ? 'bg-brand-50 pl-3 font-bold' : 'pl-3'}>
                  {count}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </figure>
  );
}

/** Kappa to two decimals; "not defined" without pairs or without any spread of grades. */
export function formatKappa(kappa: number | null): string {
  return kappa === null ? 'not defined' : kappa.toFixed(2);
}
