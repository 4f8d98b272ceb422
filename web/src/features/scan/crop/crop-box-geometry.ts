import type { TCropBox } from '#common/contracts/scans.ts';
import { MIN_CROP_FRACTION } from '#common/scan-constants.ts';

/**
 * The crop box's moves as plain functions, in fractions of the photo (the contract's units), so
 * the mouse, touch and keyboard paths share one set of rules: the box stays inside the photo and
 * never gets smaller than the server accepts.
 */

export type TCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export const CORNERS: readonly TCorner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/** Smallest side the owner can drag to: a little above the contract's, so rounding never refuses it. */
export const MIN_SIDE = MIN_CROP_FRACTION + 0.01;
/** One arrow press: 2% of the photo, small enough to aim, large enough to cross it in 50 presses. */
export const KEY_STEP = 0.02;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The box as the server will accept it: sides at least MIN_SIDE, wholly inside the photo. */
export function fitBox(box: TCropBox): TCropBox {
  const width = clamp(box.width, MIN_SIDE, 1);
  const height = clamp(box.height, MIN_SIDE, 1);
  return { x: clamp(box.x, 0, 1 - width), y: clamp(box.y, 0, 1 - height), width, height };
}

/** Where the box starts when the analyser found no mouth: the middle of the photo. */
export const CENTRED_BOX: TCropBox = { x: 0.15, y: 0.2, width: 0.7, height: 0.6 };

export function moveBox(box: TCropBox, dx: number, dy: number): TCropBox {
  return fitBox({ ...box, x: box.x + dx, y: box.y + dy });
}

/** Drags one corner; the opposite corner stays where it is. */
export function dragCorner(box: TCropBox, corner: TCorner, dx: number, dy: number): TCropBox {
  const isLeft = corner.endsWith('left');
  const isTop = corner.startsWith('top');
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  const x = isLeft ? clamp(box.x + dx, 0, right - MIN_SIDE) : box.x;
  const y = isTop ? clamp(box.y + dy, 0, bottom - MIN_SIDE) : box.y;
  const newRight = isLeft ? right : clamp(right + dx, box.x + MIN_SIDE, 1);
  const newBottom = isTop ? bottom : clamp(bottom + dy, box.y + MIN_SIDE, 1);
  return { x, y, width: newRight - x, height: newBottom - y };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The box after a key press, or null for keys it ignores. Arrows move it; with Shift they resize
 * it from its bottom-right corner (right and down grow it, left and up shrink it).
 */
export function boxAfterKey(box: TCropBox, key: string, isShift: boolean): TCropBox | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const [dx, dy] = [arrow[0] * KEY_STEP, arrow[1] * KEY_STEP];
  return isShift ? dragCorner(box, 'bottom-right', dx, dy) : moveBox(box, dx, dy);
}

/** The box in words, for screen readers: where it is and how much of the photo it holds. */
export function describeBox(box: TCropBox): string {
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return `Crop box ${percent(box.width)} of the photo wide and ${percent(box.height)} high, starting ${percent(box.x)} from the left and ${percent(box.y)} from the top.`;
}

/** True when the box holds (nearly) the whole photo: then no crop is sent. */
export function isWholePhoto(box: TCropBox): boolean {
  return box.x < 0.005 && box.y < 0.005 && box.width > 0.99 && box.height > 0.99;
}
