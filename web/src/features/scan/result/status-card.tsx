import type { TScanResult } from '#common/contracts/scans.ts';
import { statusLabelOf } from '#common/gum-status-wording.ts';
import {
  confidenceWords,
  STATUS_META,
  severityLabel,
  TONE_SURFACE,
  toneFor,
} from '#web/components/scan/scan-status.ts';
import { cn } from '#web/lib/cn.ts';
import type { SubHeading } from './heading-level.ts';
import { PhotoProblems } from './photo-problems.tsx';
import { UrgentActions } from './urgent-actions.tsx';

type StatusCardProps = {
  scan: Pick<TScanResult, 'status' | 'severity' | 'confidence' | 'quality' | 'findings'>;
  /** Scrolls to the vet referral form, for the urgent checklist's referral button. */
  onAskAVet?: () => void;
  headingAs?: SubHeading;
  className?: string;
};

/**
 * The verdict, read in five seconds: status, how urgent, how sure in words, and that it is a
 * screening. An urgent result carries what to do now; an unclear photo its retake tips (once).
 */
export function StatusCard({ scan, onAskAVet, headingAs = 'h3', className }: StatusCardProps) {
  const meta = STATUS_META[scan.status];
  const tone = toneFor(scan);
  const Icon = meta.icon;
  const percent = Math.round(scan.confidence * 100);
  const isUnclear = scan.status === 'unclear';
  return (
    <div
      data-testid="scan-status-card"
      data-tone={tone}
      className={cn('grid gap-3 rounded-2xl border-2 p-4 sm:p-5', TONE_SURFACE[tone], className)}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-8 shrink-0" />
        <div className="grid gap-0.5">
          <p className="font-display text-2xl font-extrabold">{statusLabelOf(scan)}</p>
          <p className="font-semibold">{severityLabel(scan)}</p>
        </div>
      </div>
      {isUnclear ? null : (
        <p className="text-sm text-ink">
          <span className="font-semibold">{confidenceWords(scan.confidence)}</span>
          <span className="text-muted-ink">
            {' '}
            (confidence {percent}%) · a screening from one photo, not a diagnosis
          </span>
        </p>
      )}
      {scan.severity === 'urgent' ? <UrgentActions onAskAVet={onAskAVet} headingAs={headingAs} /> : null}
      {isUnclear ? (
        <div className="grid gap-2">
          <p className="text-sm">This photo did not use up a scan.</p>
          <PhotoProblems problems={scan.quality.problems} tips={scan.quality.tips} headingAs={headingAs} />
        </div>
      ) : null}
    </div>
  );
}
