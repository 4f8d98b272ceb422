import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import type { TCropBox } from '#common/contracts/scans.ts';
import { cn } from '#web/lib/cn.ts';
import { boxAfterKey, CORNERS, describeBox, dragCorner, moveBox, type TCorner } from './crop-box-geometry.ts';

interface CropBoxProps {
  /** The photo the box sits on (an object URL of the chosen file). */
  src: string;
  box: TCropBox;
  onChange: (box: TCropBox) => void;
  className?: string;
}

type TDrag = {
  pointerId: number;
  corner: TCorner | null;
  startX: number;
  startY: number;
  startBox: TCropBox;
};

const CORNER_PLACE: Record<TCorner, string> = {
  'top-left': '-left-5 -top-5 cursor-nwse-resize',
  'top-right': '-right-5 -top-5 cursor-nesw-resize',
  'bottom-left': '-bottom-5 -left-5 cursor-nesw-resize',
  'bottom-right': '-bottom-5 -right-5 cursor-nwse-resize',
};

const percent = (value: number) => `${value * 100}%`;

/**
 * The photo with a box over it that marks the area to analyse. Pointer events serve mouse and
 * touch alike: drag inside the box to move it, drag a corner to resize it. The box itself takes
 * focus: arrows move it, Shift+arrows resize it, and a live region says where it now is.
 */
export function CropBox({ src, box, onChange, className }: CropBoxProps) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<TDrag | null>(null);
  const helpId = useId();

  const startDrag = (corner: TCorner | null) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      corner,
      startX: event.clientX,
      startY: event.clientY,
      startBox: box,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    const rect = frame.current?.getBoundingClientRect();
    if (!current || current.pointerId !== event.pointerId || !rect?.width || !rect.height) return;
    const dx = (event.clientX - current.startX) / rect.width;
    const dy = (event.clientY - current.startY) / rect.height;
    onChange(
      current.corner
        ? dragCorner(current.startBox, current.corner, dx, dy)
        : moveBox(current.startBox, dx, dy),
    );
  };

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = boxAfterKey(box, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  const dragHandlers = { onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag };
  const placement = {
    left: percent(box.x),
    top: percent(box.y),
    width: percent(box.width),
    height: percent(box.height),
  };

  return (
    <div className={cn('flex justify-center rounded-2xl bg-sand p-2', className)}>
      <div ref={frame} className="relative w-fit touch-none select-none">
        <img
          src={src}
          alt="What you chose to scan"
          draggable={false}
          className="block max-h-[26rem] max-w-full rounded-xl"
        />
        {/* The shade outside the box, clipped to the photo; the box and its handles sit above, unclipped. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden rounded-xl">
          <div style={placement} className="absolute shadow-[0_0_0_9999px_rgb(20_24_31/0.55)]" />
        </div>
        {/* Operated with arrow keys like a canvas tool, so it takes focus itself (role application). */}
        <div
          role="application"
          aria-roledescription="crop box"
          aria-label="Area to analyse"
          aria-describedby={helpId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the box is a keyboard-operated control
          tabIndex={0}
          data-testid="crop-box"
          data-crop={JSON.stringify(box)}
          onKeyDown={onKeyDown}
          onPointerDown={startDrag(null)}
          {...dragHandlers}
          style={placement}
          className="absolute cursor-move border-2 border-white outline-none ring-brand-400 ring-offset-2 focus-visible:ring-4"
        >
          {/* Thirds, as in a camera's crop tool, to help centre the gum line. */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 grid grid-cols-3 grid-rows-3"
          >
            {Array.from({ length: 9 }, (_, i) => (
              <span key={i} className="border-[0.5px] border-white/35" />
            ))}
          </div>
          {CORNERS.map((corner) => (
            <span
              key={corner}
              aria-hidden="true"
              data-corner={corner}
              onPointerDown={startDrag(corner)}
              {...dragHandlers}
              className={cn('absolute flex size-10 items-center justify-center', CORNER_PLACE[corner])}
            >
              <span className="size-4 rounded-full border-2 border-white bg-brand-600 shadow" />
            </span>
          ))}
        </div>
      </div>
      <p id={helpId} className="sr-only">
        Arrow keys move the box; Shift and arrow keys make it larger or smaller.
      </p>
      <p role="status" className="sr-only">
        {describeBox(box)}
      </p>
    </div>
  );
}
