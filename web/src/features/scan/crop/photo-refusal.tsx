import { ImageOff, RefreshCw, ScanSearch } from 'lucide-react';
import type { TLocateResult } from '#common/contracts/scans.ts';
import { TONE_SURFACE } from '#web/components/scan/scan-status.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PhotoProblems } from '#web/features/scan/result/photo-problems.tsx';
import { cn } from '#web/lib/cn.ts';

const WRAPPING_BUTTON = 'h-auto min-h-12 min-w-0 whitespace-normal py-2 text-center';

interface PhotoRefusalProps {
  previewUrl: string;
  located: Pick<TLocateResult, 'problems' | 'tips'>;
  onTryAnother: () => void;
  onAnalyseAnyway: () => void;
}

/**
 * Said before anything is uploaded when the photo looks unusable: what was wrong and what to do.
 * The owner may still analyse it; the server's gate decides, and an unclear result uses no scan.
 */
export function PhotoRefusal({ previewUrl, located, onTryAnother, onAnalyseAnyway }: PhotoRefusalProps) {
  return (
    <div className="grid gap-4" data-testid="photo-refusal">
      {/* The unclear result's look: the same problem, told before the upload instead of after. */}
      <div role="alert" className={cn('grid gap-3 rounded-2xl border-2 p-4 sm:p-5', TONE_SURFACE.neutral)}>
        <div className="flex items-start gap-3">
          <ImageOff aria-hidden="true" className="mt-0.5 size-7 shrink-0" />
          <div className="grid gap-0.5">
            <h3 className="font-display text-xl font-extrabold text-ink">This photo may not work</h3>
            <p className="text-sm text-ink">
              We could not find clear gums and teeth to check. Nothing was saved and no scan was used.
            </p>
          </div>
        </div>
        <PhotoProblems problems={located.problems} tips={located.tips} headingAs="h4" />
      </div>
      <img
        src={previewUrl}
        alt="What you chose to scan"
        className="max-h-56 w-full rounded-2xl bg-sand object-contain"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" onClick={onTryAnother} className={WRAPPING_BUTTON} data-primary-action>
          <RefreshCw aria-hidden="true" />
          Try another photo
        </Button>
        <Button size="lg" variant="outline" onClick={onAnalyseAnyway} className={WRAPPING_BUTTON}>
          <ScanSearch aria-hidden="true" />
          Analyse anyway
        </Button>
      </div>
    </div>
  );
}
