import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { writeCameraClip } from './camera-clip.ts';

async function solidPhoto(dir: string, name: string, rgb: [number, number, number]) {
  const file = path.join(dir, name);
  await writeFile(
    file,
    await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
    })
      .png()
      .toBuffer(),
  );
  return file;
}

describe('writeCameraClip', () => {
  it('writes a Y4M clip Chromium can play: header, then each photo held for its frames, in studio-range I420', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'camera-clip-'));
    const red = await solidPhoto(dir, 'red.png', [255, 0, 0]);
    const white = await solidPhoto(dir, 'white.png', [255, 255, 255]);
    const clip = { width: 8, height: 4, fps: 5 };
    const file = path.join(dir, 'clip.y4m');
    await writeCameraClip([red, white], file, { secondsPerPhoto: 0.4, clip });

    const bytes = await readFile(file);
    const header = 'YUV4MPEG2 W8 H4 F5:1 Ip A1:1 C420jpeg\n';
    expect(bytes.subarray(0, header.length).toString()).toBe(header);
    const frameBytes = 'FRAME\n'.length + 8 * 4 * 1.5;
    // Two frames per photo at 5 frames a second for 0.4 s.
    expect(bytes.length).toBe(header.length + 4 * frameBytes);

    const frame = (index: number) => bytes.subarray(header.length + index * frameBytes + 6);
    const [y, u, v] = [frame(0)[0], frame(0)[32], frame(0)[40]];
    // BT.601 studio range: pure red is Y 81, Cb 90, Cr 240; white is Y 235 with neutral chroma.
    expect([y, u, v]).toEqual([81, 90, 240]);
    expect([frame(2)[0], frame(2)[32], frame(2)[40]]).toEqual([235, 128, 128]);
  });
});
