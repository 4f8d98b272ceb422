import { useEffect, useRef } from 'react';
import type { TSharedScan } from '#common/contracts/share.ts';
import { track } from '#web/lib/analytics.ts';

/** One `shared_scan_viewed` per shared link opened, not per render or refetch. */
export function useTrackSharedView(shareId: string, scan: TSharedScan | undefined): void {
  const trackedId = useRef<string | null>(null);
  useEffect(() => {
    if (!scan || trackedId.current === shareId) return;
    trackedId.current = shareId;
    track('shared_scan_viewed', { status: scan.status, severity: scan.severity });
  }, [shareId, scan]);
}
