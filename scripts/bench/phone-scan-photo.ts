import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makeMouthPhoto } from '../generated-photos/mouth-photo.ts';
import { seededRandom } from '../generated-photos/seeded-random.ts';

/** A 12 MP sensor, stored landscape as phones store it. */
export const PHONE_SENSOR = { width: 4032, height: 3024 } as const;
/** EXIF orientation 6: show the stored pixels turned 90° clockwise, as a phone held upright writes them. */
export const UPRIGHT_FROM_LANDSCAPE = 6;
/**
 * Sensor noise per pixel: mostly luminance, a little colour. This amount makes the JPEG about
 * 3.5 MB at quality 92, what a 12 MP phone photo of a close-up weighs; a flat drawing would be a
 * few hundred KB and would flatter every upload figure.
 */
const LUMA_NOISE = 11.5;
const CHROMA_NOISE = LUMA_NOISE / 2;

/**
 * The photo `npm run bench:phone` chooses: the synthetic mouth held upright (portrait), stored as a
 * phone stores it (landscape pixels plus an EXIF orientation tag, camera make and model), with sensor
 * noise so it compresses like a real photo. Deterministic: the same bytes on every call.
 */
export async function makePhoneScanPhoto(): Promise<Buffer> {
  const upright = await makeMouthPhoto({
    gum: 'inflamed',
    tartar: true,
    width: PHONE_SENSOR.height,
    height: PHONE_SENSOR.width,
    format: 'png',
  });
  const { data, info } = await sharp(upright).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const random = seededRandom(24);
  for (let i = 0; i < data.length; i += 3) {
    const luma = (random() + random() - 1) * LUMA_NOISE;
    for (let c = 0; c < 3; c++) {
      const value = data[i + c] + luma + (random() - 0.5) * CHROMA_NOISE;
      data[i + c] = value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
    }
  }
  return (
    sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
      // Stored landscape: turning it 90° clockwise (orientation 6) shows the upright mouth again.
      .rotate(270)
      .withExif({ IFD0: { Make: 'PawSmile', Model: 'bench:phone generated 12 MP photo' } })
      .withMetadata({ orientation: UPRIGHT_FROM_LANDSCAPE })
      .jpeg({ quality: 92 })
      .toBuffer()
  );
}

/** The photo written to a temp file, as the browser's file chooser needs a path; remove() deletes it. */
export async function writePhoneScanPhoto(): Promise<{
  file: string;
  bytes: number;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pawsmile-bench-phone-'));
  const file = path.join(dir, 'IMG_0024.jpg');
  const photo = await makePhoneScanPhoto();
  await writeFile(file, photo);
  return { file, bytes: photo.length, remove: () => rm(dir, { recursive: true, force: true }) };
}
