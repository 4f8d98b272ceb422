import { Camera, ImageUp } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { ACCEPTED_IMAGE_LABEL } from '#common/uploads.ts';
import { useClientConfig } from '#web/api/client-config.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { canUseLiveCamera } from '#web/hooks/use-camera.ts';
import { useIsHydrated } from '#web/hooks/use-is-hydrated.ts';
import type { ScanMethod } from '#web/lib/analytics.ts';
import { cn } from '#web/lib/cn.ts';
import { FileProblemNotice } from './file-problem-notice.tsx';
import { ACCEPT_ATTRIBUTE, type FileProblem, maxUploadMb } from './upload-rules.ts';

interface PhotoPickerProps {
  onFileChosen: (file: File, method: ScanMethod) => void;
  onTakePhoto: () => void;
  /** Why the last chosen file was refused; cleared by the next choice. */
  fileProblem?: FileProblem | null;
  /**
   * Guests on this network used today's guest scans: the buttons are unavailable, with the reason,
   * instead of taking a photo the upload would refuse.
   */
  isPaused?: boolean;
}

/** Take Photo, Upload File, or drop a photo anywhere on the zone. */
export function PhotoPicker({
  onFileChosen,
  onTakePhoto,
  fileProblem = null,
  isPaused = false,
}: PhotoPickerProps) {
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const captureInput = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  const uploadRules = useClientConfig();
  // Until React has taken over the server's HTML these controls would do nothing: show them unavailable.
  const isReady = useIsHydrated();
  const isDisabled = !isReady || isPaused;

  const onInputChange = (method: ScanMethod) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) onFileChosen(file, method);
  };

  // Without getUserMedia (plain http, old browsers) phones can still open their camera app.
  const takePhoto = () => (canUseLiveCamera() ? onTakePhoto() : captureInput.current?.click());

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !isDisabled) onFileChosen(file, 'upload');
  };

  return (
    // The drop zone is a convenience for mouse users; the buttons inside are the accessible path.
    // biome-ignore lint/a11y/noStaticElementInteractions: drag-and-drop has no keyboard equivalent to expose
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'grid gap-4 rounded-2xl border-2 border-dashed border-line bg-sand/40 p-5 text-center transition-colors',
        isDragging && 'border-brand-500 bg-brand-50',
      )}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          size="lg"
          onClick={takePhoto}
          disabled={isDisabled}
          aria-describedby={isPaused ? hintId : undefined}
          data-primary-action
        >
          <Camera aria-hidden="true" />
          Take Photo
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={() => fileInput.current?.click()}
          disabled={isDisabled}
          aria-describedby={isPaused ? hintId : undefined}
        >
          <ImageUp aria-hidden="true" />
          Upload File
        </Button>
      </div>
      {isPaused ? (
        <p id={hintId} className="text-sm text-muted-ink">
          Paused: guests on this network have used today’s free scans.
        </p>
      ) : (
        <p className="text-sm text-muted-ink">
          <span className="hidden sm:inline">or drag a photo here · </span>
          {ACCEPTED_IMAGE_LABEL}, up to {maxUploadMb(uploadRules)} MB
        </p>
      )}
      {fileProblem ? <FileProblemNotice problem={fileProblem} /> : null}
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        hidden
        disabled={isDisabled}
        onChange={onInputChange('upload')}
        data-testid="scan-file-input"
      />
      <input
        ref={captureInput}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        capture="environment"
        hidden
        disabled={isDisabled}
        onChange={onInputChange('camera')}
      />
    </div>
  );
}
