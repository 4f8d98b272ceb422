import { RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '../ui/button.tsx';

interface PhotoPreviewProps {
  file: File;
  previewUrl: string;
  onAnalyze: () => void;
  onClear: () => void;
}

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
      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" variant="accent" onClick={onAnalyze}>
          <Sparkles aria-hidden="true" />
          Analyze with AI
        </Button>
        <Button size="lg" variant="outline" onClick={onClear}>
          <RefreshCw aria-hidden="true" />
          Choose Different Image
        </Button>
      </div>
    </div>
  );
}
