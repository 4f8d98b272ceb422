import { useId, useState } from 'react';
import type { TOverlayLayer } from '#common/overlay-legend.ts';
import { RESULT_PHOTO_SIZES, resultPhotoSrcSet } from '#common/photo-sizes.ts';
import { cn } from '#web/lib/cn.ts';
import { OverlayLegend } from './overlay-legend.tsx';
import { OverlaySwitch } from './overlay-switch.tsx';

interface ResultPhotoProps {
  imageUrl: string;
  /** The 800 px copy, which most phones load instead (null on older scans). */
  mediumImageUrl: string | null;
  overlayUrl: string | null;
  /** What the overlay draws, for its legend (overlayLayersOf the result). */
  overlayLayers: readonly TOverlayLayer[];
  /** Describes whose mouth this is: the owner's own pet, or a pet on a shared page. */
  photoAlt?: string;
  className?: string;
}

/**
 * The analysed photo with the analyser's overlay stacked on top. The overlay PNG has the
 * photo's aspect ratio, so both fill the same box; the switch hides it to see the photo plain,
 * and the legend under it names each line colour while it shows.
 */
export function ResultPhoto({
  imageUrl,
  mediumImageUrl,
  overlayUrl,
  overlayLayers,
  photoAlt = 'Your pet’s mouth, as analysed',
  className,
}: ResultPhotoProps) {
  const [isOverlayShown, setOverlayShown] = useState(true);
  const legendId = useId();
  const hasLegend = overlayLayers.length > 0;
  return (
    <figure className={cn('grid gap-3', className)}>
      {/*
        The frame keeps a landscape photo's height (phone photos are 4:3) before the photo arrives, so
        the text below does not jump down when it does (a layout shift, docs/performance.md#lighthouse).
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
              alt="Lines the analyser drew around what it measured; the key below names each colour"
              aria-describedby={hasLegend ? legendId : undefined}
              data-testid="scan-overlay"
              className="pointer-events-none absolute inset-0 size-full rounded-xl"
            />
          ) : null}
        </div>
      </div>
      {overlayUrl ? (
        <figcaption className="grid gap-2">
          <OverlaySwitch isOn={isOverlayShown} onChange={setOverlayShown} />
          {isOverlayShown ? <OverlayLegend id={legendId} layers={overlayLayers} /> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
