import type { TCropBox, TSpecies } from '#common/contracts/scans.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { FreeScanUsedPanel } from '#web/features/scan/allowance/free-scan-used-panel.tsx';
import { ScanLimitPanel } from '#web/features/scan/allowance/scan-limit-panel.tsx';
import { CropStep } from '#web/features/scan/crop/crop-step.tsx';
import { PhotoRefusal } from '#web/features/scan/crop/photo-refusal.tsx';
import { PhotoPicker } from '#web/features/scan/upload/photo-picker.tsx';
import { PhotoTips } from '#web/features/scan/upload/photo-tips.tsx';
import type { FileProblem } from '#web/features/scan/upload/upload-rules.ts';
import type { ScanMethod } from '#web/lib/analytics.ts';
import type { CaptureStart } from './scan-flow-state.ts';

interface UploadStepProps {
  /** The guest has used the free scan: uploads and the camera are blocked until signup. */
  isBlocked: boolean;
  /** Guests on this network used today's guest scans: the photo buttons are paused (the notice above says why). */
  isNetworkPaused: boolean;
  /** Set when a Starter member has used this window's scan: when the next one is available. */
  nextScanAt: string | null;
  file: File | null;
  previewUrl: string | null;
  /** Null while the chosen photo is being checked. */
  capture: CaptureStart | null;
  species: TSpecies | null;
  onSpeciesChange: (species: TSpecies) => void;
  /** The chosen pet whose profile sets the species; null when the owner says it. */
  speciesPetName: string | null;
  onFileChosen: (file: File, method: ScanMethod) => void;
  /** Why the last chosen file was refused, shown beside the buttons. */
  fileProblem: FileProblem | null;
  onTakePhoto: () => void;
  onAnalyse: (crop: TCropBox | null) => void;
  onClear: () => void;
}

/** Choose a photo; then frame it (or read why it looks unusable) before anything is uploaded. */
export function UploadStep({
  isBlocked,
  isNetworkPaused,
  nextScanAt,
  file,
  previewUrl,
  capture,
  species,
  onSpeciesChange,
  speciesPetName,
  onFileChosen,
  fileProblem,
  onTakePhoto,
  onAnalyse,
  onClear,
}: UploadStepProps) {
  if (isBlocked) return <FreeScanUsedPanel />;
  if (nextScanAt) return <ScanLimitPanel nextScanAt={nextScanAt} />;
  if (file && previewUrl && !capture) return <CheckingPhoto previewUrl={previewUrl} />;
  if (file && previewUrl && capture?.refusal) {
    return (
      <PhotoRefusal
        previewUrl={previewUrl}
        located={capture.refusal}
        onTryAnother={onClear}
        onAnalyseAnyway={() => onAnalyse(null)}
      />
    );
  }
  return (
    <div className="grid gap-5">
      {file && previewUrl && capture ? (
        <CropStep
          key={previewUrl}
          file={file}
          previewUrl={previewUrl}
          initialBox={capture.initialBox}
          isLocated={capture.isLocated}
          species={species}
          onSpeciesChange={onSpeciesChange}
          speciesPetName={speciesPetName}
          onAnalyse={onAnalyse}
          onChooseAnother={onClear}
        />
      ) : (
        <>
          <PhotoPicker
            onFileChosen={onFileChosen}
            onTakePhoto={onTakePhoto}
            fileProblem={fileProblem}
            isPaused={isNetworkPaused}
          />
          <PhotoTips />
        </>
      )}
    </div>
  );
}

/** The analyser looks for the gums and teeth in a small copy of the photo (well under a second). */
function CheckingPhoto({ previewUrl }: { previewUrl: string }) {
  return (
    <div className="grid gap-4">
      <img
        src={previewUrl}
        alt=""
        className="max-h-96 w-full rounded-2xl bg-sand object-contain opacity-60"
      />
      <div className="flex items-center justify-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-brand-800">
        <Spinner label="Finding the gums and teeth…" />
        <p aria-hidden="true" className="font-semibold">
          Finding the gums and teeth…
        </p>
      </div>
    </div>
  );
}
