import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ANALYSE_BUTTON, analyseFromCropStep, waitForScannerApp } from './support/scan-photos.ts';

/**
 * playwright.config.ts starts Chromium with a fake camera (a moving test pattern) and
 * auto-accepted permission, so the live camera path runs for real. The pattern is not a
 * mouth, so the analyser usually answers 'unclear'; reaching the result screen is the point.
 */
test.describe('camera capture', () => {
  test.use({ permissions: ['camera'] });

  test('the camera dialog is a modal that closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    await waitForScannerApp(page);
    const takePhoto = page.locator('#scan').getByRole('button', { name: 'Take Photo' });
    await takePhoto.click();
    const dialog = page.getByRole('dialog', { name: 'Take a photo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Capture Photo' })).toBeEnabled({ timeout: 5000 });

    // Focus is trapped inside while open.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(takePhoto).toBeFocused();
    // The stream is stopped, so the camera light goes off.
    expect(await page.evaluate(() => document.querySelector('video'))).toBeNull();
  });

  test('a photo captured from the camera is analysed', async ({ page }) => {
    await page.goto('/');
    await waitForScannerApp(page);
    await page.locator('#scan').getByRole('button', { name: 'Take Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a photo' });
    const capture = dialog.getByRole('button', { name: 'Capture Photo' });
    await expect(capture).toBeEnabled({ timeout: 5000 });
    await capture.click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Photo Captured', { exact: true })).toBeVisible();
    // The test pattern is no mouth: the crop step, or (usually) the refusal before upload, follows.
    const primary = page.locator('#scan [data-primary-action]');
    await expect(primary).toHaveText(new RegExp(`${ANALYSE_BUTTON}|Try another photo`));
    // Focus is not lost on the page body: it waits on the step's primary button.
    await expect(primary).toBeFocused();
    await analyseFromCropStep(page);
    await expect(page.getByRole('heading', { name: 'Your scan results' })).toBeVisible();
    await expect(page.getByTestId('scan-status-card')).toBeVisible();
  });

  test('on a phone the camera fills the screen with a guide for the gum line', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await waitForScannerApp(page);
    await page.locator('#scan').getByRole('button', { name: 'Take Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a photo' });
    await expect(dialog.getByRole('button', { name: 'Capture Photo' })).toBeEnabled({ timeout: 5000 });
    await expect(dialog).toHaveAccessibleDescription(
      'Lift the lip; from the side, show the canine, back teeth and gum line, in daylight',
    );
    await expect(dialog.getByTestId('camera-framing-guide')).toBeVisible();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    // The viewfinder is upright (portrait), not a small landscape strip.
    const video = await dialog.getByLabel('Live camera preview').boundingBox();
    expect(video && video.height > video.width).toBe(true);
    await page.waitForTimeout(300);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
