import { useState } from 'react';
import { RESULT_PHOTO_SIZES, resultPhotoSrcSet } from '#common/photo-sizes.ts';
import { cn } from '#web/lib/cn.ts';
import { OverlaySwitch } from './overlay-switch.tsx';

interface ResultPhotoProps {
  imageUrl: string;
  /** The 800 px copy, which most phones load instead (null on older scans). */
  mediumImageUrl: string | null;
  overlayUrl: string | null;
  /** Describes whose mouth this is: the owner's own pet, or a pet on a shared page. */
  photoAlt?: string;
  className?: string;
}

/**
 * The analysed photo with the analyser's overlay stacked on top. The overlay PNG has the
 * photo's aspect ratio, so both fill the same box; the switch hides it to see the photo plain.
 */
export function ResultPhoto({
  imageUrl,
  mediumImageUrl,
  overlayUrl,
  photoAlt = 'Your pet’s mouth, as analysed',
  className,
}: ResultPhotoProps) {
  const [isOverlayShown, setOverlayShown] = useState(true);
  return (
    <figure className={cn('grid gap-3', className)}>
      {/*
        The frame keeps a landscape photo's height (phone photos are 4:3) before the photo arrives, so
        the text below does not jump down when it does (a layout shift, issue 14).
      */}
      <div className="flex min-h-[min(26rem,calc((100vw-4rem)*0.75))] items-center justify-center rounded-2xl bg-sand p-2 lg:min-h-0">
        <div className="relative w-fit">
          <img
            src={imageUrl}
            srcSet={resultPhotoSrcSet(imageUrl, mediumImageUrl)}
            sizes={mediumImageUrl ? RESULT_PHOTO_SIZES : undefined}
            alt={photoAlt}
            fetchPriority="high"
            className="block max-h-[26rem] max-w-full rounded-xl"
          />
          {overlayUrl && isOverlayShown ? (
            <img
              src={overlayUrl}
              alt="Areas the analyser marked on the photo; each one is described under Why we think so"
              data-testid="scan-overlay"
              className="pointer-events-none absolute inset-0 size-full rounded-xl"
            />
          ) : null}
        </div>
      </div>
      {overlayUrl ? <OverlaySwitch isOn={isOverlayShown} onChange={setOverlayShown} /> : null}
    </figure>
  );
}
