import type { TSharedScan } from '#common/contracts/share.ts';
import { statusLabelOf } from '#common/gum-status-wording.ts';
import { STATUS_META, severityLabel, TONE_SURFACE, toneFor } from '#web/components/scan/scan-status.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * Status with its colour and icon: healthy green, inflamed and tartar amber, pale and
 * infection red, unclear grey; an urgent severity is red whatever the status.
 */
export function SharedStatus({
  scan,
}: {
  scan: Pick<TSharedScan, 'status' | 'severity' | 'confidence' | 'findings'>;
}) {
  const meta = STATUS_META[scan.status];
  const Icon = meta.icon;
  return (
    <div
      data-testid="shared-status"
      data-tone={toneFor(scan)}
      className={cn('grid gap-3 rounded-2xl border-2 p-4 sm:p-5', TONE_SURFACE[toneFor(scan)])}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-7 shrink-0" />
        <div className="grid gap-0.5">
          <p className="font-display text-xl font-extrabold">{statusLabelOf(scan)}</p>
          <p className="text-sm font-semibold">{severityLabel(scan)}</p>
        </div>
      </div>
      <p className="text-sm text-ink">
        <span className="font-semibold">Confidence: {Math.round(scan.confidence * 100)}%</span>
        <span className="text-muted-ink"> · how sure the analyser is about what this photo shows.</span>
      </p>
    </div>
  );
}
