import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { type UploadState, uploadPercent } from './pending-upload-state.ts';

export const UPLOAD_LABEL = 'Uploading your photo';

interface UploadProgressProps {
  state: UploadState;
  isStalled: boolean;
  onRetry: () => void;
  onChooseAnother: () => void;
}

/**
 * The photo's upload while the scan waits for it (docs/product-rules.md#pending-uploads): a real progress bar fed by the upload's
 * progress events. A stall or a failure says so, with a retry that sends the photo again. The bar
 * is a progressbar with its values; the step's one status line (analyzing-step.tsx) says the phase,
 * not every percent, so a screen reader is not flooded.
 */
export function UploadProgress({ state, isStalled, onRetry, onChooseAnother }: UploadProgressProps) {
  const percent = uploadPercent(state);
  const problem =
    state.phase === 'failed'
      ? 'Your photo could not be sent. Check your connection, then try again.'
      : isStalled
        ? 'The upload has stalled: nothing has gone through for a while. Check your connection, or try again.'
        : null;
  return (
    <div className="grid gap-3">
      <div
        role="progressbar"
        aria-label={UPLOAD_LABEL}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-white ring-1 ring-brand-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      {problem ? (
        <div className="grid gap-3">
          <p role="alert" className="flex items-start gap-2 text-sm text-ink">
            <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-urgent" />
            <span>{problem}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="md" onClick={onRetry} data-primary-action>
              <RefreshCw aria-hidden="true" />
              Retry upload
            </Button>
            <Button size="md" variant="outline" onClick={onChooseAnother}>
              Choose another photo
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
