import type { TReportScan } from '#common/contracts/vet-report-links.ts';
import { describeIndex, describeReading, type TReadingSign } from '#common/reading-words.ts';
import { STATUS_META, severityLabel } from '#web/components/scan/scan-status.ts';
import { formatShortDay, formatTime } from '#web/lib/format-date.ts';
import { UNCLEAR_SCAN_TEXT } from './report-scan-table.tsx';

/**
 * "Gingival index 0 / 3, not confirmed (possible, 38%)": the index's words and the chance from one
 * describeReading, so they never contradict; scans stored before the probabilities give the index alone.
 */
function indexText(
  name: string,
  sign: TReadingSign,
  index: number | null,
  probability: number | null,
): string {
  if (index === null) return `${name} not graded`;
  if (probability === null) return `${name} ${index} / 3, ${describeIndex(sign, index).level}`;
  const reading = describeReading(sign, probability);
  return `${name} ${reading.index} / 3, ${reading.level} (${reading.word}, ${reading.percent}%)`;
}

/**
 * One scan on the vet report: photo, date, result, indices and what the analyser found. On paper the
 * photo sits above the words, three scans to a row, so six fit one sheet (tests/e2e/vet-report-print.spec.ts).
 */
export function ReportScan({ scan, mark }: { scan: TReportScan; mark: string | null }) {
  // Short, so the date fits on one line of a half-page column; a document always says the year.
  const when = `${formatShortDay(scan.createdAt, { isYearAlwaysShown: true })}, ${formatTime(scan.createdAt)}`;
  const findings = scan.findings.filter((finding) => finding.level !== 'info');
  return (
    <article className="grid grid-cols-[5rem_1fr] content-start gap-3 break-inside-avoid rounded-xl border border-line p-2.5 text-sm sm:grid-cols-[7rem_1fr] print:grid-cols-1 print:gap-1.5">
      <img
        src={scan.imageUrl}
        alt={`Scan of ${when}`}
        className="h-20 w-20 rounded-lg bg-sand object-cover sm:h-24 sm:w-28 print:h-24 print:w-full"
      />
      <div className="grid content-start gap-0.5">
        <h3 className="font-bold">
          <time dateTime={scan.createdAt}>{when}</time>
        </h3>
        {mark ? <p className="text-xs font-bold uppercase tracking-wide text-brand-700">{mark}</p> : null}
        {/* The server gives unclear photos no card; should one come, it claims no grade and no confidence. */}
        {scan.status === 'unclear' ? (
          <p className="text-muted-ink">{UNCLEAR_SCAN_TEXT}</p>
        ) : (
          <>
            <p>
              <span className="font-semibold">{STATUS_META[scan.status].label}</span> · {severityLabel(scan)}
            </p>
            <p className="text-muted-ink">
              {indexText('Gingival index', 'gingivitis', scan.gingivalIndex, scan.gingivitisProbability)} ·{' '}
              {indexText('Calculus index', 'calculus', scan.calculusIndex, scan.calculusProbability)} ·
              Confidence {Math.round(scan.confidence * 100)}%
            </p>
          </>
        )}
        {findings.length > 0 ? (
          <p className="text-muted-ink">
            Findings: {findings.map((f) => `${f.label} (${f.where})`).join('; ')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
