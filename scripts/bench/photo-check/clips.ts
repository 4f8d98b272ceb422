/**
 * The fake camera's clips (scripts/fake-camera/camera-clip.ts), written under the system's temp folder.
 * Photos come from the team's shared training folder (scripts/train/shared-folder.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { checkPhotoBytes } from '#server/adapters/analysis/check-photo-bytes.ts';
import { writeCameraClip } from '../../fake-camera/camera-clip.ts';
import { CLIP_PHOTOS } from '../../fake-camera/clip-photos.ts';

export type TClip = { name: string; file: string; photos: string[] };

/**
 * The first `count` photos of a folder, in sorted order, that the server's gate with the person check
 * on (as the camera view runs it) calls a person.
 */
async function personPhotos(folder: string, count: number): Promise<string[]> {
  const found: string[] = [];
  for (const name of readdirSync(folder)
    .filter((file) => /\.jpe?g$/i.test(file))
    .sort()) {
    const check = await checkPhotoBytes(readFileSync(path.join(folder, name)), { isPersonChecked: true });
    if (check.advice === 'person') found.push(path.join(folder, name));
    if (found.length === count) break;
  }
  return found;
}

/** A plain light-beige wall with a little sensor noise: nothing to see but a wall. */
async function writeWall(file: string): Promise<void> {
  const [width, height] = [640, 480];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const noise = (seed % 9) - 4;
    pixels[i] = 222 + noise;
    pixels[i + 1] = 208 + noise;
    pixels[i + 2] = 184 + noise;
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
}

/** The four clips: a mouth (gums in view), closed mouths, a person's mouth, an empty wall. */
export async function writeClips(training: string): Promise<{ clips: TClip[]; remove: () => void }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'pawsmile-photo-check-'));
  const pick = (photos: string[]) => photos.map((photo) => path.join(training, photo));
  const wall = path.join(folder, 'wall.png');
  await writeWall(wall);
  const sets: [string, string[]][] = [
    ['mouth', pick(CLIP_PHOTOS.mouth)],
    ['closed mouth', pick(CLIP_PHOTOS.closedMouth)],
    ['person', await personPhotos(path.join(training, 'human-healthy'), 3)],
    ['empty wall', [wall]],
  ];
  const clips: TClip[] = [];
  for (const [name, photos] of sets) {
    const file = path.join(folder, `${name.replace(/ /g, '-')}.y4m`);
    await writeCameraClip(photos, file, { secondsPerPhoto: 2 });
    clips.push({ name, file, photos: photos.map((photo) => path.basename(photo)) });
  }
  return { clips, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
