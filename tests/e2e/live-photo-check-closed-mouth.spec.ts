import { expect, test } from '@playwright/test';
import { cameraClipOf, FIRST_ANSWER_MS, NEEDS_TRAINING_PHOTOS, openCamera } from './support/camera-clips.ts';
import { withCameraClip } from './support/chromium-launch.ts';

/** The photo check in the camera view (docs/product-rules.md#live-photo-check), real dogs with their mouths closed in front of it. */
const clip = await cameraClipOf('closed-mouth');
test.skip(!clip, NEEDS_TRAINING_PHOTOS);
test.use({ permissions: ['camera'], launchOptions: withCameraClip(clip ?? '') });

test('the camera view says there is no mouth in view, and the shutter still works', async ({ page }) => {
  const dialog = await openCamera(page);
  await expect(dialog.getByTestId('live-photo-check')).toHaveText(/^No mouth in view/, {
    timeout: FIRST_ANSWER_MS,
  });
  await expect(dialog.getByTestId('camera-framing-guide')).not.toHaveClass(/text-green-300/);
  // The check advises; the owner decides.
  await dialog.getByRole('button', { name: 'Capture Photo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Photo Captured', { exact: true })).toBeVisible();
});
