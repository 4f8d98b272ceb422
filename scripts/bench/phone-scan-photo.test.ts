import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { writePhoneScanPhoto } from './phone-scan-photo.ts';

describe('the bench:phone photo', () => {
  // One photo for every check: making it is seconds of CPU.
  it('is a 12 MP JPEG of about 3.5 MB, stored landscape with an EXIF orientation that shows it upright, in a temp file remove() deletes', async () => {
    const written = await writePhoneScanPhoto();
    const photo = readFileSync(written.file);
    await written.remove();
    expect(existsSync(written.file)).toBe(false);

    expect(photo.length).toBe(written.bytes);
    expect(photo.length).toBeGreaterThan(3_200_000);
    expect(photo.length).toBeLessThan(3_800_000);
    const stored = await sharp(photo).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 4032, height: 3024, orientation: 6 });
    expect(stored.exif?.includes(Buffer.from('PawSmile'))).toBe(true);
    // Shown as EXIF says: portrait, fur (brownish) across the top, red gum below it.
    const upright = await sharp(photo).rotate().resize(30, 40).raw().toBuffer({ resolveWithObject: true });
    expect(upright.info).toMatchObject({ width: 30, height: 40 });
    const redOverGreen = (x: number, y: number) => {
      const at = (y * 30 + x) * 3;
      return upright.data[at] - upright.data[at + 1];
    };
    expect(redOverGreen(15, 1)).toBeLessThan(50);
    expect(redOverGreen(15, 10)).toBeGreaterThan(80);
  });
});
