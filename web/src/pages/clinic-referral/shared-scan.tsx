import { EyeOff } from 'lucide-react';
import type { TClinicReferralScan } from '#common/contracts/clinic-referrals.ts';
import { overlayLayersOf } from '#common/overlay-legend.ts';
import { STATUS_META, severityLabel } from '#web/components/scan/scan-status.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { DentalIndices } from '#web/features/scan/result/dental-indices.tsx';
import { FindingsList } from '#web/features/scan/result/findings-list.tsx';
import { ResultPhoto } from '#web/features/scan/result/result-photo.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

/**
 * The owner's scan, only when they ticked "Share this scan with the clinic": the photo with the
 * analyser's overlay (a switch hides it), what it found and its gum and tartar scores.
 */
export function SharedScan({
  scan,
  petName,
  className,
}: {
  scan: TClinicReferralScan | null;
  petName: string;
  className?: string;
}) {
  return (
    <Card role="region" aria-labelledby="referral-scan-title" className={cn('grid gap-4 p-5', className)}>
      <h2 id="referral-scan-title" className="text-xl font-bold">
        The owner’s scan
      </h2>
      {scan ? (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone={scan.severity === 'urgent' ? 'urgent' : STATUS_META[scan.status].tone}>
              {STATUS_META[scan.status].label}
            </Badge>
            <span className="font-semibold">{severityLabel(scan)}</span>
          </div>
          <p className="-mt-2 text-sm text-muted-ink">
            Taken {formatDateTime(scan.createdAt)} · analyser confidence {Math.round(scan.confidence * 100)}%
          </p>
          <ResultPhoto
            imageUrl={scan.imageUrl}
            mediumImageUrl={scan.mediumImageUrl}
            overlayUrl={scan.overlayUrl}
            overlayLayers={overlayLayersOf(scan)}
            photoAlt={`${petName}’s mouth, as the owner photographed it`}
          />
          <FindingsList findings={scan.findings} headingAs="h3" />
          <DentalIndices scan={scan} headingAs="h3" />
          <p className="text-xs text-muted-ink">
            A photo screening by PawSmile’s analyser, not an examination. Each time this page shows the scan,
            your view is recorded for the owner’s privacy.
          </p>
        </>
      ) : (
        <div className="grid justify-items-center gap-2 rounded-xl bg-sand p-6 text-center">
          <EyeOff aria-hidden="true" className="size-8 text-muted-ink" />
          <p className="font-semibold">The owner did not share the scan</p>
          <p className="text-sm text-muted-ink">
            Ask the owner about what they noticed when you contact them.
          </p>
        </div>
      )}
    </Card>
  );
}
