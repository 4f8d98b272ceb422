import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropToPixels, normalisePhoto } from './normalise-photo.ts';

/** A 300x200 photo: left half red, right half blue, so a crop's colour shows which half it kept. */
function halves(): Promise<Buffer> {
  const width = 300;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    const isLeft = i % width < width / 2;
    pixels.set(isLeft ? [220, 20, 20] : [20, 20, 220], i * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function meanColour(jpeg: Buffer): Promise<number[]> {
  const { channels } = await sharp(jpeg).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

describe('cropToPixels', () => {
  it('turns fractions into whole pixels inside the photo', () => {
    expect(cropToPixels({ x: 0.25, y: 0.5, width: 0.5, height: 0.5 }, 400, 300)).toEqual({
      left: 100,
      top: 150,
      width: 200,
      height: 150,
    });
  });

  it('never reaches past the edge or below one pixel, whatever the rounding', () => {
    expect(cropToPixels({ x: 0.999, y: 0.999, width: 0.05, height: 0.05 }, 10, 10)).toEqual({
      left: 9,
      top: 9,
      width: 1,
      height: 1,
    });
  });
});

describe('normalisePhoto with a crop box', () => {
  it('keeps only the box: its size and its pixels', async () => {
    const photo = await normalisePhoto(await halves(), { x: 0, y: 0.25, width: 0.5, height: 0.5 });
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 150, height: 100 });
    const [red, , blue] = await meanColour(photo.photo);
    expect(red).toBeGreaterThan(180);
    expect(blue).toBeLessThan(60);
    const thumb = await sharp(photo.thumb).metadata();
    expect(thumb.width / thumb.height).toBeCloseTo(1.5, 1);
  });

  it('reads the box in the upright photo, after the EXIF rotation', async () => {
    // Orientation 6: shown rotated 90° clockwise, so the stored left half (red) is the upright top half.
    const rotated = await sharp(await halves())
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const top = await normalisePhoto(rotated, { x: 0, y: 0, width: 1, height: 0.5 });
    expect({ width: top.width, height: top.height }).toEqual({ width: 200, height: 150 });
    expect((await meanColour(top.photo))[0]).toBeGreaterThan(180);
    const bottom = await normalisePhoto(rotated, { x: 0, y: 0.5, width: 1, height: 0.5 });
    expect((await meanColour(bottom.photo))[2]).toBeGreaterThan(180);
  });

  it('keeps the whole photo without a box', async () => {
    const photo = await normalisePhoto(await halves());
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 300, height: 200 });
  });
});

describe('normalisePhoto with photos that are not 8-bit RGB', () => {
  it('reads a 16-bit PNG with transparency as its colours on white, in every copy', async () => {
    // Left half opaque red, right half fully transparent: white once flattened.
    const width = 64;
    const height = 32;
    const pixels = Buffer.alloc(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      if (i % width < width / 2) pixels.set([220, 20, 20, 255], i * 4);
    }
    const png16 = await sharp(pixels, { raw: { width, height, channels: 4 } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(png16).metadata()).depth).toBe('ushort');
    const photo = await normalisePhoto(png16);
    const { data } = photo.analysisPixels;
    expect({ width: photo.analysisPixels.width, channels: data.length / (width * height) }).toEqual({
      width,
      channels: 3,
    });
    const left = Array.from(data.subarray(0, 3));
    const right = Array.from(data.subarray((width - 1) * 3, width * 3));
    expect(left[0]).toBeGreaterThan(180);
    expect(left[2]).toBeLessThan(60);
    expect(right.every((value) => value > 240)).toBe(true);
    const [red, green] = await meanColour(photo.medium);
    expect(red).toBeGreaterThan(230);
    expect(green).toBeGreaterThan(120);
  });
});
