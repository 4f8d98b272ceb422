import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { writeCameraClip } from '../../../scripts/fake-camera/camera-clip.ts';
import { CLIP_PHOTOS } from '../../../scripts/fake-camera/clip-photos.ts';
import { sharedFolder } from '../../../scripts/train/shared-folder.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';
import { waitForScannerApp } from './scan-photos.ts';

/**
 * Clips for Chromium's fake camera (scripts/fake-camera/camera-clip.ts) made from the team's real
 * photos: cleaned dog jaws, whose teeth and gum line the gate accepts, and ordinary dog photos with
 * the mouth closed. A spec passes one to withCameraClip (chromium-launch.ts) at its top level, since
 * launch options start a browser of their own.
 */
const training = sharedFolder('training-images');
const clipFolder = path.join(path.dirname(E2E_DATA_DIR), 'camera-clips');

export const NEEDS_TRAINING_PHOTOS =
  'the camera clips are made from ../shared/training-images, which is not beside this checkout';

/** Writes the clip; null without the training photos (the spec skips with NEEDS_TRAINING_PHOTOS). */
export async function cameraClipOf(name: 'mouth' | 'closed-mouth'): Promise<string | null> {
  if (!training) return null;
  const photos = name === 'mouth' ? CLIP_PHOTOS.mouth : CLIP_PHOTOS.closedMouth;
  mkdirSync(clipFolder, { recursive: true });
  const file = path.join(clipFolder, `${name}.y4m`);
  await writeCameraClip(
    photos.map((photo) => path.join(training, photo)),
    file,
  );
  return file;
}

/** The check's model loads with a busy machine's first camera; later answers come several times a second. */
export const FIRST_ANSWER_MS = 30_000;

/** Opens the scanner's live camera on the landing page; returns its dialog. */
export async function openCamera(page: Page) {
  await page.goto('/');
  await waitForScannerApp(page);
  await page.locator('#scan').getByRole('button', { name: 'Take Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a photo' });
  await expect(dialog).toBeVisible();
  return dialog;
}
