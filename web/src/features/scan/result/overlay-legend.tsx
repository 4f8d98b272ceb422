import type { ComponentProps } from 'react';
import { OVERLAY_HALO_RGBA, OVERLAY_LEGEND, rgbHex, type TOverlayLayer } from '#common/overlay-legend.ts';
import { cn } from '#web/lib/cn.ts';

const HALO = `rgb(${OVERLAY_HALO_RGBA.slice(0, 3).join(' ')} / ${(OVERLAY_HALO_RGBA[3] / 255).toFixed(2)})`;

interface OverlayLegendProps extends ComponentProps<'ul'> {
  /** The layers this result's overlay draws (overlayLayersOf), in drawing order. */
  layers: readonly TOverlayLayer[];
}

/**
 * The key to "Show what we saw": one entry per line colour on the photo, named in words so no
 * colour carries meaning alone. Lists only what this result's overlay draws.
 */
export function OverlayLegend({ layers, className, ...props }: OverlayLegendProps) {
  if (layers.length === 0) return null;
  return (
    <ul
      aria-label="What the lines on the photo mean"
      data-testid="overlay-legend"
      className={cn('flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-ink', className)}
      {...props}
    >
      {layers.map((layer) => (
        <li key={layer} data-layer={layer} className="flex items-center gap-2">
          <LineSwatch colour={rgbHex(OVERLAY_LEGEND[layer].rgb)} />
          {OVERLAY_LEGEND[layer].label}
        </li>
      ))}
    </ul>
  );
}

/** A short curve drawn like the overlay's lines: the colour on a thin dark rim. */
function LineSwatch({ colour }: { colour: string }) {
  return (
    <svg
      viewBox="0 0 28 12"
      aria-hidden="true"
      className="h-3 w-7 shrink-0"
      fill="none"
      strokeLinecap="round"
    >
      <path d="M3 9 C 9 2, 19 2, 25 9" stroke={HALO} strokeWidth="5" />
      <path d="M3 9 C 9 2, 19 2, 25 9" stroke={colour} strokeWidth="3" />
    </svg>
  );
}
