import type { TScanResult } from '#common/contracts/scans.ts';
import { STATUS_META, severityLabel } from '#web/components/scan/scan-status.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

/** One scan on the vet report: photo, date, result, indices and what the analyser found. */
export function ReportScan({ scan }: { scan: TScanResult }) {
  const findings = scan.findings.filter((finding) => finding.level !== 'info');
  return (
    <article className="grid grid-cols-[7rem_1fr] gap-3 break-inside-avoid rounded-xl border border-line p-2.5 text-sm">
      <img
        src={scan.imageUrl}
        alt={`Scan of ${formatDateTime(scan.createdAt)}`}
        className="h-24 w-28 rounded-lg bg-sand object-cover"
      />
      <div className="grid content-start gap-0.5">
        <h3 className="font-bold">{formatDateTime(scan.createdAt)}</h3>
        <p>
          <span className="font-semibold">{STATUS_META[scan.status].label}</span> · {severityLabel(scan)}
        </p>
        <p className="text-muted-ink">
          Gingival index {scan.gingivalIndex ?? 'not graded'} / 3 · Calculus index{' '}
          {scan.calculusIndex ?? 'not graded'} / 3 · Confidence {Math.round(scan.confidence * 100)}%
        </p>
        {findings.length > 0 ? (
          <p className="text-muted-ink">
            Findings: {findings.map((f) => `${f.label} (${f.where})`).join('; ')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
