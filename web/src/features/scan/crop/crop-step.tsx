import { Crop, Maximize, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { TCropBox, TSpecies } from '#common/contracts/scans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CropBox } from './crop-box.tsx';
import { SpeciesChoice } from './species-choice.tsx';

export const ANALYSE_AREA_LABEL = 'Analyse this area';

const WRAPPING_BUTTON = 'h-auto min-h-12 min-w-0 whitespace-normal py-2 text-center';

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

interface CropStepProps {
  file: File;
  previewUrl: string;
  /** Where the box starts: around the mouth the analyser found, or the middle of the photo. */
  initialBox: TCropBox;
  isLocated: boolean;
  species: TSpecies | null;
  onSpeciesChange: (species: TSpecies) => void;
  /** The chosen pet whose profile sets the species; null when the owner says it here. */
  speciesPetName: string | null;
  /** Analyse the box, or the whole photo when null. */
  onAnalyse: (crop: TCropBox | null) => void;
  onChooseAnother: () => void;
}

/**
 * After a photo is chosen: the owner frames the gums and teeth (the analysis sees only the box),
 * says dog or cat if they like, and starts the scan (docs/product-rules.md#guided-capture).
 */
export function CropStep({
  file,
  previewUrl,
  initialBox,
  isLocated,
  species,
  onSpeciesChange,
  speciesPetName,
  onAnalyse,
  onChooseAnother,
}: CropStepProps) {
  const [box, setBox] = useState(initialBox);
  return (
    <div className="grid gap-4" data-testid="crop-step" data-located={isLocated}>
      <div className="grid gap-1">
        <h3 className="font-sans text-base font-bold">Frame the gums and teeth</h3>
        <p className="text-sm text-muted-ink">
          {isLocated
            ? 'We placed the box around the gums and teeth we found. '
            : 'We could not spot the gums, so the box starts in the middle. '}
          Drag it or its corners so it holds the gum line and teeth; only this area is analysed.
        </p>
      </div>
      <figure className="grid gap-2">
        <CropBox src={previewUrl} box={box} onChange={setBox} />
        <figcaption className="truncate text-xs text-muted-ink">
          {file.name} · {formatSize(file.size)}
        </figcaption>
      </figure>
      <SpeciesChoice value={species} onChange={onSpeciesChange} petName={speciesPetName} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          size="lg"
          variant="accent"
          onClick={() => onAnalyse(box)}
          className={`${WRAPPING_BUTTON} sm:col-span-2`}
          data-primary-action
        >
          <Crop aria-hidden="true" />
          {ANALYSE_AREA_LABEL}
        </Button>
        <Button size="lg" variant="outline" onClick={() => onAnalyse(null)} className={WRAPPING_BUTTON}>
          <Maximize aria-hidden="true" />
          Use whole photo
        </Button>
        <Button size="lg" variant="outline" onClick={onChooseAnother} className={WRAPPING_BUTTON}>
          <RefreshCw aria-hidden="true" />
          Choose another photo
        </Button>
      </div>
    </div>
  );
}
