import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePhoneScanPhoto, writePhoneScanPhoto } from './phone-scan-photo.ts';

describe('the bench:phone photo', () => {
  it('is a 12 MP JPEG of about 3.5 MB, stored landscape with an EXIF orientation that shows it upright', async () => {
    const photo = await makePhoneScanPhoto();
    expect(photo.length).toBeGreaterThan(3_200_000);
    expect(photo.length).toBeLessThan(3_800_000);
    const stored = await sharp(photo).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 4032, height: 3024, orientation: 6 });
    expect(stored.exif?.includes(Buffer.from('PawSmile'))).toBe(true);
    // Shown as EXIF says: portrait, the mouth's fur bands at the top and bottom.
    const upright = await sharp(photo).rotate().resize(30, 40).raw().toBuffer({ resolveWithObject: true });
    expect(upright.info).toMatchObject({ width: 30, height: 40 });
    const pixel = (x: number, y: number) => [
      ...upright.data.subarray((y * 30 + x) * 3, (y * 30 + x) * 3 + 3),
    ];
    const [red, green] = pixel(15, 1);
    const [gumRed, gumGreen] = pixel(15, 10);
    expect(red - green).toBeLessThan(50);
    expect(gumRed - gumGreen).toBeGreaterThan(80);
  });

  it('is written to a temp file that remove() deletes', async () => {
    const photo = await writePhoneScanPhoto();
    expect(readFileSync(photo.file).length).toBe(photo.bytes);
    await photo.remove();
    expect(existsSync(photo.file)).toBe(false);
  });
});
