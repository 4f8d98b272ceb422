import { RefreshCw, ScanSearch } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

interface PhotoPreviewProps {
  file: File;
  previewUrl: string;
  onAnalyze: () => void;
  onClear: () => void;
}

const WRAPPING_BUTTON = 'h-auto min-h-12 min-w-0 whitespace-normal py-2 text-center';

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The chosen photo, checked by eye before it is uploaded. */
export function PhotoPreview({ file, previewUrl, onAnalyze, onClear }: PhotoPreviewProps) {
  return (
    <div className="grid gap-4">
      <figure className="grid gap-2">
        <img
          src={previewUrl}
          alt="Your pet’s mouth, ready to analyze"
          className="max-h-96 w-full rounded-2xl bg-sand object-contain"
        />
        <figcaption className="truncate text-xs text-muted-ink">
          {file.name} · {formatSize(file.size)}
        </figcaption>
      </figure>
      {/* Side by side only when both labels fit; otherwise stacked, never past the card's edge. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(15rem,1fr))] gap-3">
        <Button
          size="lg"
          variant="accent"
          onClick={onAnalyze}
          className={WRAPPING_BUTTON}
          data-primary-action
        >
          <ScanSearch aria-hidden="true" />
          Check my pet’s gums
        </Button>
        <Button size="lg" variant="outline" onClick={onClear} className={WRAPPING_BUTTON}>
          <RefreshCw aria-hidden="true" />
          Choose Different Image
        </Button>
      </div>
    </div>
  );
}
