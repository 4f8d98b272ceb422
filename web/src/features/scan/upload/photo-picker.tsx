import { Camera, ImageUp } from 'lucide-react';
import { type ChangeEvent, type DragEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { ACCEPTED_IMAGE_LABEL } from '#common/uploads.ts';
import { useClientConfig } from '#web/api/client-config.queries.ts';
import { canUseLiveCamera } from '#web/hooks/use-camera.ts';
import { useIsHydrated } from '#web/hooks/use-is-hydrated.ts';
import type { ScanMethod } from '#web/lib/analytics.ts';
import { cn } from '#web/lib/cn.ts';
import { takeEarlyPhoto } from '#web/lib/early-taps.ts';
import { FileChoiceButton } from './file-choice-button.tsx';
import { FileProblemNotice } from './file-problem-notice.tsx';
import { type FileProblem, maxUploadMb } from './upload-rules.ts';

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
  // The buttons work before this is true; what the app adds (the live camera, drag and drop) needs it.
  const isAppReady = useIsHydrated();

  const onInputChange = (method: ScanMethod) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    // This choice is the app's now; one kept before the app took over is not picked up again.
    takeEarlyPhoto();
    if (file) onFileChosen(file, method);
  };

  // The buttons are file inputs that work before the app has loaded (file-choice-button.tsx): a photo
  // chosen then is waiting when React takes over, its change event long gone. The entry kept it
  // (lib/early-taps.ts), in case hydration replaced the input that held it; else the input has it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a choice made before the first render here.
  useEffect(() => {
    const inputs = [
      [fileInput.current, 'upload'],
      [captureInput.current, 'camera'],
    ] as const;
    let waiting = takeEarlyPhoto();
    for (const [input, method] of inputs) {
      const file = input?.files?.[0];
      if (file) waiting ??= { file, method };
      if (input) input.value = '';
    }
    if (waiting) onFileChosen(waiting.file, waiting.method);
  }, []);

  // With getUserMedia the live camera opens instead of the input's chooser; without it (plain http,
  // old browsers) the input opens the phone's own camera app, as it does before the app has loaded.
  const takePhoto = (event: MouseEvent<HTMLInputElement>) => {
    if (!canUseLiveCamera()) return;
    event.preventDefault();
    onTakePhoto();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !isPaused) onFileChosen(file, 'upload');
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
      data-photo-picker={isAppReady ? 'ready' : 'server-html'}
      className={cn(
        'grid gap-4 rounded-2xl border-2 border-dashed border-line bg-sand/40 p-5 text-center transition-colors',
        isDragging && 'border-brand-500 bg-brand-50',
      )}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FileChoiceButton
          inputRef={captureInput}
          variant="primary"
          icon={<Camera aria-hidden="true" />}
          capture="environment"
          disabled={isPaused}
          onChange={onInputChange('camera')}
          onClick={takePhoto}
          describedBy={isPaused ? hintId : undefined}
          isPrimaryAction
        >
          Take Photo
        </FileChoiceButton>
        <FileChoiceButton
          inputRef={fileInput}
          variant="outline"
          icon={<ImageUp aria-hidden="true" />}
          disabled={isPaused}
          onChange={onInputChange('upload')}
          describedBy={isPaused ? hintId : undefined}
          testId="scan-file-input"
        >
          Upload File
        </FileChoiceButton>
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
    </div>
  );
}
