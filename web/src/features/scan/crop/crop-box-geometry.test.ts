import { describe, expect, it } from 'vitest';
import { ZCropBox } from '#common/contracts/scans.ts';
import {
  boxAfterKey,
  describeBox,
  dragCorner,
  fitBox,
  KEY_STEP,
  MIN_SIDE,
  moveBox,
} from './crop-box-geometry.ts';

const box = { x: 0.2, y: 0.3, width: 0.4, height: 0.4 };

describe('crop box geometry', () => {
  it('moves the box but never past the photo’s edge', () => {
    const moved = moveBox(box, 0.1, -0.1);
    expect([moved.x, moved.y, moved.width, moved.height].map((n) => n.toFixed(3))).toEqual([
      '0.300',
      '0.200',
      '0.400',
      '0.400',
    ]);
    expect(moveBox(box, 5, 5)).toEqual({ x: 0.6, y: 0.6, width: 0.4, height: 0.4 });
    expect(moveBox(box, -5, -5)).toEqual({ x: 0, y: 0, width: 0.4, height: 0.4 });
  });

  it('drags one corner while the opposite one stays put, down to the smallest side', () => {
    const grown = dragCorner(box, 'top-left', -0.1, -0.1);
    expect(grown.x + grown.width).toBeCloseTo(0.6);
    expect(grown.y + grown.height).toBeCloseTo(0.7);
    expect(grown.width).toBeCloseTo(0.5);
    const shrunk = dragCorner(box, 'bottom-right', -1, -1);
    expect(shrunk).toMatchObject({ x: 0.2, y: 0.3 });
    expect(shrunk.width).toBeCloseTo(MIN_SIDE);
    const pastEdge = dragCorner(box, 'top-right', 2, -2);
    expect(pastEdge.x + pastEdge.width).toBeCloseTo(1);
    expect(pastEdge.y).toBe(0);
  });

  it('moves with arrows and resizes with Shift+arrows, one step at a time', () => {
    expect(boxAfterKey(box, 'ArrowRight', false)?.x).toBeCloseTo(box.x + KEY_STEP);
    expect(boxAfterKey(box, 'ArrowUp', false)?.y).toBeCloseTo(box.y - KEY_STEP);
    const wider = boxAfterKey(box, 'ArrowRight', true);
    expect(wider).toMatchObject({ x: box.x, y: box.y });
    expect(wider?.width).toBeCloseTo(box.width + KEY_STEP);
    expect(boxAfterKey(box, 'ArrowUp', true)?.height).toBeCloseTo(box.height - KEY_STEP);
    expect(boxAfterKey(box, 'Enter', false)).toBeNull();
  });

  it('always gives a box the server accepts', () => {
    for (const odd of [
      { x: 0.99, y: 0.99, width: 0.05, height: 0.05 },
      { x: -1, y: 2, width: 3, height: 0 },
      { x: 0.5, y: 0.5, width: 0.6, height: 0.6 },
    ]) {
      expect(ZCropBox.safeParse(fitBox(odd)).success).toBe(true);
    }
    expect(ZCropBox.safeParse(dragCorner(box, 'bottom-left', 1, -1)).success).toBe(true);
  });

  it('says where the box is in words', () => {
    expect(describeBox(box)).toBe(
      'Crop box 40% of the photo wide and 40% high, starting 20% from the left and 30% from the top.',
    );
  });
});
