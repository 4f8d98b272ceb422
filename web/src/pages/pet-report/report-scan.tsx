import type { TScanResult } from '#common/contracts/scans.ts';
import { probabilityPercent, probabilityWord } from '#common/probability-words.ts';
import { STATUS_META, severityLabel } from '#web/components/scan/scan-status.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

/** "Gingival index 1 / 3 (possible, 38%)"; scans stored before the probabilities give the index alone. */
function indexText(name: string, index: number | null, probability: number | null): string {
  if (index === null) return `${name} not graded`;
  const chance =
    probability === null ? '' : ` (${probabilityWord(probability)}, ${probabilityPercent(probability)}%)`;
  return `${name} ${index} / 3${chance}`;
}

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
          {indexText('Gingival index', scan.gingivalIndex, scan.gingivitisProbability)} ·{' '}
          {indexText('Calculus index', scan.calculusIndex, scan.calculusProbability)} · Confidence{' '}
          {Math.round(scan.confidence * 100)}%
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
