import { Camera, ImageUp, Lightbulb, RefreshCw, Scan } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { toast } from '../../hooks/use-toast.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

/** SPEC section 2, upload step. */
const PHOTO_TIPS = [
  'Use good lighting: daylight or a bright lamp',
  'Lift the lip to show the gums clearly',
  'Keep your pet calm; try after a walk or a meal',
  'Focus on the mouth and hold the phone steady',
];

interface ScanWidgetProps {
  mode: 'default' | 'trial';
  className?: string;
}

/**
 * The upload step of the scanner. Choosing a photo previews it on this device only;
 * analysis is not part of this release, and the widget says so rather than pretending.
 */
export function ScanWidget({ mode, className }: ScanWidgetProps) {
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({
        title: 'Invalid File Type',
        description: 'Please select an image file (JPG, PNG, or WebP).',
        variant: 'error',
      });
      return;
    }
    setPreview(URL.createObjectURL(file));
  };

  return (
    <Card className={cn('overflow-hidden', className)}>
      <div className="flex items-center gap-3 border-b border-line bg-brand-50/60 px-6 py-4">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-700 text-white">
          <Scan aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="font-display text-lg font-bold">
            {mode === 'trial' ? 'Try a free scan' : 'Scan your pet’s smile'}
          </h2>
          <p className="text-sm text-muted-ink">A clear photo of the gums and teeth works best.</p>
        </div>
      </div>
      <div className="grid gap-6 p-6">
        {preview ? (
          <div className="grid gap-4">
            <img
              src={preview}
              alt="Your chosen pet mouth"
              className="aspect-[4/3] w-full rounded-2xl bg-sand object-cover"
            />
            <p className="rounded-xl bg-sand px-4 py-3 text-sm text-ink">
              Photo analysis is not available in this release yet. Your photo has not been uploaded; it stays
              on this device.
            </p>
            <Button variant="outline" onClick={() => setPreview(null)}>
              <RefreshCw aria-hidden="true" />
              Choose Different Image
            </Button>
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Button size="lg" onClick={() => cameraInput.current?.click()}>
              <Camera aria-hidden="true" />
              Take Photo
            </Button>
            <Button size="lg" variant="outline" onClick={() => fileInput.current?.click()}>
              <ImageUp aria-hidden="true" />
              Upload Photo
            </Button>
          </div>
        )}
        {/* capture opens the rear camera on phones; desktops fall back to a file picker. */}
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={onFileChosen}
        />
        <input ref={fileInput} type="file" accept="image/*" hidden onChange={onFileChosen} />
        <div className="rounded-2xl border border-dashed border-brand-300 bg-paper p-4">
          <h3 className="mb-2 flex items-center gap-2 font-sans text-sm font-bold">
            <Lightbulb aria-hidden="true" className="size-4 text-coral-600" />
            Photo tips
          </h3>
          <ul className="grid gap-1.5 text-sm text-muted-ink sm:grid-cols-2">
            {PHOTO_TIPS.map((tip) => (
              <li key={tip} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                {tip}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-xs text-muted-ink">
          Screening, not diagnosis. A photo cannot replace an exam by your veterinarian.
        </p>
      </div>
    </Card>
  );
}
