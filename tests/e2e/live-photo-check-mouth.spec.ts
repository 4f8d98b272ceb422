import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { cameraClipOf, FIRST_ANSWER_MS, NEEDS_TRAINING_PHOTOS, openCamera } from './support/camera-clips.ts';
import { withCameraClip } from './support/chromium-launch.ts';

/** The photo check in the camera view (docs/product-rules.md#live-photo-check), a real dog's teeth and gums in front of it. */
const clip = await cameraClipOf('mouth');
test.skip(!clip, NEEDS_TRAINING_PHOTOS);
test.use({ permissions: ['camera'], launchOptions: withCameraClip(clip ?? '') });

test('the camera view says the gums are in view, in words and in the guide’s colour, politely', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const dialog = await openCamera(page);
  const advice = dialog.getByTestId('live-photo-check');
  await expect(advice).toHaveText('Gums in view', { timeout: FIRST_ANSWER_MS });
  await expect(advice).toHaveAttribute('role', 'status');
  await expect(advice).toHaveAttribute('aria-live', 'polite');
  await expect(dialog.getByTestId('camera-framing-guide')).toHaveClass(/text-green-300/);
  await expect(dialog.getByRole('button', { name: 'Capture Photo' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('once loaded, the check works offline', async ({ page, context }) => {
  const dialog = await openCamera(page);
  await expect(dialog.getByTestId('live-photo-check')).toHaveText('Gums in view', {
    timeout: FIRST_ANSWER_MS,
  });
  // The service worker controls the page by now (it claims it on activation), so the worker's
  // script, its WebAssembly and the model were fetched through it and kept.
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const stored = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
  expect(stored).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/photo-check\.worker-.+\.js$/),
      expect.stringMatching(/^\/assets\/photo-check-weights-.+\.bin$/),
      expect.stringMatching(/^\/assets\/tfjs-backend-wasm-simd-.+\.wasm$/),
    ]),
  );

  await context.setOffline(true);
  const offline = await openCamera(page);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(offline.getByTestId('live-photo-check')).toHaveText('Gums in view', {
    timeout: FIRST_ANSWER_MS,
  });
});
