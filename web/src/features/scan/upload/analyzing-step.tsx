import { LoaderCircle } from 'lucide-react';
import { type UploadState, uploadPercent } from './pending-upload-state.ts';
import { UploadProgress } from './upload-progress.tsx';

export const ANALYSING_TEXT = 'Analysing…';

interface AnalyzingStepProps {
  previewUrl: string | null;
  /** The photo's upload while the scan waits for it; null once the photo is analysed. */
  upload: { state: UploadState; isStalled: boolean; retry: () => void } | null;
  onChooseAnother: () => void;
}

/**
 * The upload (while the photo is still on its way) and then the analysis, each named for what it is
 * (not "Analysing" through the whole upload, which hid a slow or stalled one). One status line, kept on
 * screen from upload to analysis, tells screen readers when the step moves on.
 */
export function AnalyzingStep({ previewUrl, upload, onChooseAnother }: AnalyzingStepProps) {
  const phase = !upload ? ANALYSING_TEXT : upload.state.phase === 'failed' ? 'Upload failed' : 'Uploading…';
  return (
    <div className="grid gap-4">
      {previewUrl ? (
        <div className="relative overflow-hidden rounded-2xl bg-sand">
          <img src={previewUrl} alt="" className="max-h-96 w-full object-contain opacity-60" />
          {upload ? null : (
            <div
              aria-hidden="true"
              className="absolute inset-x-0 top-0 h-1/3 animate-pulse bg-gradient-to-b from-brand-300/50 to-transparent"
            />
          )}
        </div>
      ) : null}
      <div className="grid gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-brand-800">
        <div className="flex items-center justify-center gap-3">
          {upload ? null : <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          <p role="status" aria-live="polite" className="font-semibold">
            {phase}
          </p>
          {upload ? (
            <span
              aria-hidden="true"
              className="ml-auto font-semibold tabular-nums"
              data-testid="upload-percent"
            >
              {uploadPercent(upload.state)}%
            </span>
          ) : null}
        </div>
        {upload ? (
          <UploadProgress
            state={upload.state}
            isStalled={upload.isStalled}
            onRetry={upload.retry}
            onChooseAnother={onChooseAnother}
          />
        ) : null}
      </div>
      <p className="text-center text-sm text-muted-ink">
        {upload
          ? 'We send a smaller copy of your photo, without its location. The analysis starts as soon as it is in.'
          : 'We check the photo quality, then look at gum colour, redness along the gum line and tartar.'}
      </p>
    </div>
  );
}
