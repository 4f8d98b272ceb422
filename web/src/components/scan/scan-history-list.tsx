import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { TScanResult } from '#common/contracts/scans.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { STATUS_META, severityLabel, toneFor } from './scan-status.ts';

type HistoryScan = Pick<
  TScanResult,
  'id' | 'status' | 'severity' | 'createdAt' | 'thumbnailUrl' | 'imageUrl'
>;

interface ScanHistoryListProps {
  scans: HistoryScan[];
  /** Shown when there are no scans yet. */
  emptyMessage?: string;
  className?: string;
}

/** Recent scans, newest first as given; each row opens the saved result at /scans/:id. */
export function ScanHistoryList({
  scans,
  emptyMessage = 'No scans yet. Your results will appear here.',
  className,
}: ScanHistoryListProps) {
  if (scans.length === 0) {
    return (
      <p className={cn('rounded-2xl bg-sand px-4 py-6 text-center text-sm text-muted-ink', className)}>
        {emptyMessage}
      </p>
    );
  }
  return (
    <ul className={cn('grid gap-2', className)}>
      {scans.map((scan) => {
        const meta = STATUS_META[scan.status];
        return (
          <li key={scan.id}>
            <Link
              to={`/scans/${scan.id}`}
              className="flex items-center gap-3 rounded-2xl border border-line bg-white p-2.5 pr-3 transition-colors hover:border-brand-300 hover:bg-brand-50/50"
            >
              <img
                src={scan.thumbnailUrl ?? scan.imageUrl}
                alt=""
                loading="lazy"
                className="size-14 shrink-0 rounded-xl bg-sand object-cover"
              />
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <Badge tone={toneFor(scan)}>{meta.label}</Badge>
                  {scan.severity !== 'normal' ? (
                    <span className="text-xs font-semibold text-muted-ink">{severityLabel(scan)}</span>
                  ) : null}
                </span>
                <time dateTime={scan.createdAt} className="text-sm text-muted-ink">
                  {formatDateTime(scan.createdAt)}
                </time>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-ink" />
              <span className="sr-only">Open this scan</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
