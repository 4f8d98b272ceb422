import type { TReportScanRow } from '#common/contracts/pets.ts';
import { STATUS_META } from '#web/components/scan/scan-status.ts';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '#web/components/ui/table.tsx';
import { formatShortDay } from '#web/lib/format-date.ts';

/** What an unclear photo's line says instead of a result: nothing was graded, so nothing is claimed. */
export const UNCLEAR_SCAN_TEXT = 'Photo unclear — not graded';

const indexCell = (index: number | null) => (index === null ? '—' : `${index} / 3`);

/**
 * The report's compact table: the year's scans that have no photo card, one line each, so a vet sees
 * every scan of the period without a page per scan (server/services/pets/choose-report-scans.ts).
 */
export function ReportScanTable({ rows }: { rows: TReportScanRow[] }) {
  return (
    <Table density="compact" className="border-collapse">
      <TableColumns className="text-xs" labels={['Date', 'Result', 'Gingival index', 'Calculus index']} />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.createdAt} className="border-line/60 break-inside-avoid">
            <TableCell className="whitespace-nowrap">
              <time dateTime={row.createdAt}>
                {formatShortDay(row.createdAt, { isYearAlwaysShown: true })}
              </time>
            </TableCell>
            {row.status === 'unclear' ? (
              <TableCell colSpan={3} className="text-muted-ink">
                {UNCLEAR_SCAN_TEXT}
              </TableCell>
            ) : (
              <>
                <TableCell>{STATUS_META[row.status].label}</TableCell>
                <TableCell>{indexCell(row.gingivalIndex)}</TableCell>
                <TableCell>{indexCell(row.calculusIndex)}</TableCell>
              </>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
