import type { TReportScanRow } from '#common/contracts/pets.ts';
import { STATUS_META } from '#web/components/scan/scan-status.ts';
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
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b border-line text-xs text-muted-ink">
          <th scope="col" className="py-1 pr-3 font-semibold">
            Date
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Result
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Gingival index
          </th>
          <th scope="col" className="py-1 font-semibold">
            Calculus index
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.createdAt} className="border-b border-line/60 break-inside-avoid">
            <td className="py-1 pr-3 whitespace-nowrap">
              <time dateTime={row.createdAt}>
                {formatShortDay(row.createdAt, { isYearAlwaysShown: true })}
              </time>
            </td>
            {row.status === 'unclear' ? (
              <td colSpan={3} className="py-1 text-muted-ink">
                {UNCLEAR_SCAN_TEXT}
              </td>
            ) : (
              <>
                <td className="py-1 pr-3">{STATUS_META[row.status].label}</td>
                <td className="py-1 pr-3">{indexCell(row.gingivalIndex)}</td>
                <td className="py-1">{indexCell(row.calculusIndex)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
