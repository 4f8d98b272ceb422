import { expect, test } from '@playwright/test';
import { newAccount, signUpViaUi, toasts } from '../e2e/web-auth.ts';

const OUT = 'docs/screenshots';
const WIDTHS = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 800 },
] as const;

/** The payment pages and the billing page, at a phone and a desktop width. */
test('billing pages', async ({ page }) => {
  await signUpViaUi(page, newAccount());
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/subscribe?plan=yearly');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await page.screenshot({ path: `${OUT}/subscribe-${size.name}.png`, fullPage: true });
    await page.goto('/test-subscribe');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await page.screenshot({ path: `${OUT}/test-subscribe-${size.name}.png`, fullPage: true });
  }
  await page.goto('/subscribe?plan=yearly');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Subscribe to Plus' }).click();
  await expect(toasts(page).getByText('Payment Successful!')).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/account/billing');
    await expect(page.getByText('Payment history')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/billing-${size.name}.png`, fullPage: true });
  }
  const receiptHref = await page
    .locator('a[href^="/account/billing/receipts/"]')
    .first()
    .getAttribute('href');
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(receiptHref ?? '/account/billing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/receipt-${size.name}.png`, fullPage: true });
  }
});
