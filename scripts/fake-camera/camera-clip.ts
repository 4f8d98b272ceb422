import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/** Chromium's fake camera plays a Y4M file (`--use-file-for-fake-video-capture`), looping it. */
export type TCameraClip = { width: number; height: number; fps: number };

const CLIP: TCameraClip = { width: 640, height: 480, fps: 5 };

/** Studio-range BT.601, which Chromium's Y4M reader assumes for I420. */
function toI420(rgb: Buffer, width: number, height: number): Buffer {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = [rgb[i * 3] / 255, rgb[i * 3 + 1] / 255, rgb[i * 3 + 2] / 255];
    y[i] = Math.round(16 + 65.481 * r + 128.553 * g + 24.966 * b);
  }
  // Each chroma sample is the mean of its 2×2 block.
  for (let row = 0; row < height / 2; row++) {
    for (let col = 0; col < width / 2; col++) {
      let [r, g, b] = [0, 0, 0];
      for (const [dy, dx] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ]) {
        const at = ((row * 2 + dy) * width + col * 2 + dx) * 3;
        r += rgb[at] / 1020;
        g += rgb[at + 1] / 1020;
        b += rgb[at + 2] / 1020;
      }
      u[row * (width / 2) + col] = Math.round(128 - 37.797 * r - 74.203 * g + 112 * b);
      v[row * (width / 2) + col] = Math.round(128 + 112 * r - 93.786 * g - 18.214 * b);
    }
  }
  return Buffer.concat([y, u, v]);
}

/**
 * A clip for Chromium's fake camera made from photos: each photo filled into the frame (cropped to
 * it, as a phone's preview is) and held for `secondsPerPhoto`. Real photos from the training folders
 * make a real mouth, a closed mouth or a person stand in front of the camera.
 */
export async function writeCameraClip(
  photos: readonly string[],
  file: string,
  { secondsPerPhoto = 1, clip = CLIP }: { secondsPerPhoto?: number; clip?: TCameraClip } = {},
): Promise<void> {
  const { width, height, fps } = clip;
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  for (const photo of photos) {
    const rgb = await sharp(photo)
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer();
    const frame = toI420(rgb, width, height);
    for (let i = 0; i < Math.max(1, Math.round(secondsPerPhoto * fps)); i++) {
      parts.push(Buffer.from('FRAME\n'), frame);
    }
  }
  await writeFile(file, Buffer.concat(parts));
}
