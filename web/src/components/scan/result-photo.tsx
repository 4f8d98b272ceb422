import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';

interface ResultPhotoProps {
  imageUrl: string;
  overlayUrl: string | null;
  className?: string;
}

/**
 * The analysed photo with the analyser's overlay stacked on top. The overlay PNG has the
 * photo's aspect ratio, so both fill the same box; the switch hides it to see the photo plain.
 */
export function ResultPhoto({ imageUrl, overlayUrl, className }: ResultPhotoProps) {
  const [isOverlayShown, setOverlayShown] = useState(true);
  const switchId = useId();
  return (
    <figure className={cn('grid gap-3', className)}>
      <div className="flex justify-center rounded-2xl bg-sand p-2">
        <div className="relative w-fit">
          <img
            src={imageUrl}
            alt="Your pet’s mouth, as analysed"
            className="block max-h-[26rem] max-w-full rounded-xl"
          />
          {overlayUrl && isOverlayShown ? (
            <img
              src={overlayUrl}
              alt="Areas the analyser marked on the photo; each one is described in the findings"
              data-testid="scan-overlay"
              className="pointer-events-none absolute inset-0 size-full rounded-xl"
            />
          ) : null}
        </div>
      </div>
      {overlayUrl ? (
        <figcaption className="flex items-center justify-between gap-3 text-sm">
          <label htmlFor={switchId} className="font-semibold text-ink">
            Show what we saw
          </label>
          <Switch.Root
            id={switchId}
            checked={isOverlayShown}
            onCheckedChange={setOverlayShown}
            className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-muted-ink/40 transition-colors data-[state=checked]:bg-brand-700"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
          </Switch.Root>
        </figcaption>
      ) : null}
    </figure>
  );
}
