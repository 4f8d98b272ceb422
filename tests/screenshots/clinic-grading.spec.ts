import { expect, test } from '@playwright/test';
import { setUpGradingClinic } from '../e2e/support/grading-clinic.ts';
import { seedBlindGrades } from '../e2e/support/grading-seed.ts';
import { logInViaUi } from '../e2e/web-auth.ts';

const OUT = 'docs/screenshots';
const stamp = `${Date.now()}`;
const admin = { email: `shot-admin-${stamp}@example.com`, password: 'admin pass 123' };
const vet = { email: `shot-vet-${stamp}@example.com`, password: 'gums and teeth 7' };

/** The vet's grading form (blind), at desktop and phone widths, and the comparison after saving. */
test('clinic grading form', async ({ page, browser }) => {
  const { scanIds } = await setUpGradingClinic(browser, { stamp, admin, vet, ownerScans: 3 });
  await logInViaUi(page, vet.email, vet.password);
  await expect(page).toHaveURL(/\/clinic/);
  await page.goto(`/clinic/grading?scan=${scanIds[0]}`);
  const form = page.getByRole('form', { name: 'Grade this photo' });
  await expect(page.getByRole('img', { name: 'The dog’s mouth to grade' })).toBeVisible();
  await form.getByRole('radio', { name: 'Usable', exact: true }).check();
  await form
    .getByRole('group', { name: 'Gingival index (Löe–Silness)' })
    .getByRole('radio', { name: /^2/ })
    .check();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/clinic-grading.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/clinic-grading-375.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole('group', { name: 'Calculus index' }).getByRole('radio', { name: /^1/ }).check();
  await form.getByRole('radio', { name: 'Red' }).check();
  await form.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByRole('region', { name: 'Your grade beside the analyser’s' })).toBeVisible();
  // From the top, so the sticky header sits where it belongs in the full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/clinic-grading-saved.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  const comparison = page.getByRole('region', { name: 'Your grade beside the analyser’s' });
  await comparison.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await comparison.screenshot({ path: `${OUT}/clinic-grading-saved-375.png` });
});

/** The admin's agreement page on seeded blind grades. */
test('grading agreement page', async ({ page }) => {
  await seedBlindGrades([
    [0, 0, 0, 0, 'healthy'],
    [1, 1, 1, 1, 'inflamed'],
    [2, 2, 1, 2, 'inflamed'],
    [3, 3, 2, 3, 'tartar'],
    [1, 0, 1, 0, 'inflamed'],
    [null, null, 1, 1, 'unclear'],
  ]);
  await logInViaUi(page, admin.email, admin.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/grading');
  await expect(page.getByText('Gingival kappa')).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/admin-grading.png`, fullPage: true });
});
