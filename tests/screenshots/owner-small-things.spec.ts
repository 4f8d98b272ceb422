import { expect, test } from '@playwright/test';
import { makeAdmin } from '../e2e/support/make-admin.ts';
import { subscribeWithTestCard } from '../e2e/support/subscribe.ts';
import { newAccount, signUpViaUi, toasts } from '../e2e/web-auth.ts';

const OUT = 'docs/screenshots';
const PHONE = { width: 375, height: 812 };

/** The sign-out-everywhere question, and the receipt with a toast from the Billing page, on a phone. */
test('sign out everywhere and the receipt, at 375 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUpViaUi(page, newAccount());
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out everywhere…' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/sign-out-everywhere-confirm-375.png` });
  await page.getByRole('button', { name: 'Cancel' }).click();

  await subscribeWithTestCard(page, 'yearly');
  await page.goto('/account/billing');
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('button', { name: 'Yes, cancel Plus' }).click();
  await expect(toasts(page).getByText('Plan cancelled')).toBeVisible();
  await page.getByRole('link', { name: /^Receipt for / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/receipt-toast-375.png` });
});

/** What each analytics event counts, said under the event list, on a phone. */
test('analytics event meaning, at 375 px', async ({ page }) => {
  const admin = { email: `shots-analytics-${Date.now()}@example.com`, password: 'analytics admin pass' };
  await makeAdmin(admin.email, admin.password);
  await page.setViewportSize(PHONE);
  await page.request.post('/api/auth/login', { data: admin });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'View Analytics' }).click();
  const analytics = page.getByRole('dialog', { name: 'Analytics' });
  await analytics.getByLabel('Event').selectOption('guest_registration_completed');
  await expect(
    analytics.getByText(/an account made from the sign-up prompt beside a guest’s result/),
  ).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/admin-analytics-event-meaning-375.png` });
});
