import type { ScanMethod } from '#web/lib/analytics.ts';
import { FreeScanUsedPanel } from './free-scan-used-panel.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { PhotoPreview } from './photo-preview.tsx';
import { PhotoTips } from './photo-tips.tsx';
import { ScanLimitPanel } from './scan-limit-panel.tsx';

interface UploadStepProps {
  /** The guest has used the free scan: uploads and the camera are blocked until signup. */
  isBlocked: boolean;
  /** Set when a Starter member has used this window's scan: when the next one is available. */
  nextScanAt: string | null;
  file: File | null;
  previewUrl: string | null;
  onFileChosen: (file: File, method: ScanMethod) => void;
  onTakePhoto: () => void;
  onAnalyze: () => void;
  onClear: () => void;
}

export function UploadStep({
  isBlocked,
  nextScanAt,
  file,
  previewUrl,
  onFileChosen,
  onTakePhoto,
  onAnalyze,
  onClear,
}: UploadStepProps) {
  if (isBlocked) return <FreeScanUsedPanel />;
  if (nextScanAt) return <ScanLimitPanel nextScanAt={nextScanAt} />;
  return (
    <div className="grid gap-5">
      {file && previewUrl ? (
        <PhotoPreview file={file} previewUrl={previewUrl} onAnalyze={onAnalyze} onClear={onClear} />
      ) : (
        <PhotoPicker onFileChosen={onFileChosen} onTakePhoto={onTakePhoto} />
      )}
      <PhotoTips />
    </div>
  );
}
