import { expect, test } from '@playwright/test';
import { PRICES, STARTER_WINDOW_DAYS } from '../../common/plans.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { mouthPhotoFile, scanPhoto } from './support/scan-photos.ts';

test.describe('/trial', () => {
  test('the trial page is accessible before a scan', async ({ page }) => {
    await page.goto('/trial');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Get Full Access' })).toHaveAttribute('href', '/signup');
    await expect(page.getByText(/not a substitute for veterinary care/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a trial scan creates a trial account and shows the upsell', async ({ page }) => {
    await page.goto('/trial');
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed', tartar: true }));

    await expect(page.getByText('Trial Account Created', { exact: true })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign Out' })).toBeVisible();
    await expect(header.getByText('Free User')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    // The scan now belongs to the account; its photo must still load for the new session.
    const photo = page.getByRole('img', { name: 'Your pet’s mouth, as analysed' });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await expect(page.getByRole('heading', { name: 'Your trial gave you' })).toBeVisible();
    await expect(page.getByText('Before/after comparisons')).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Start Free Account (1 scan every ${STARTER_WINDOW_DAYS} days)` }),
    ).toHaveAttribute('href', '/signup');
    await expect(
      page.getByRole('link', { name: `Get Plus - ${PRICES.monthly.label}/month` }),
    ).toHaveAttribute('href', '/subscribe');
    await expectNoSeriousA11yViolations(page);

    // The guest's scan moved into the new account.
    const scans = await page.evaluate(
      async () => (await (await fetch('/api/scans')).json()) as { scans: unknown[] },
    );
    expect(scans.scans).toHaveLength(1);
  });
});
