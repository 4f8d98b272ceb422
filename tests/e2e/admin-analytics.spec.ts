import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { makeAdmin } from './support/make-admin.ts';

const admin = { email: `analytics-admin-${Date.now()}@example.com`, password: 'analytics admin pass' };

test.beforeAll(async () => makeAdmin(admin.email, admin.password));

test('the analytics dialog says what each event counts, apart from the funnels', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: admin });
  expect(login.status()).toBe(200);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'View Analytics' }).click();
  const analytics = page.getByRole('dialog', { name: 'Analytics' });
  await expect(analytics).toContainText('the funnels count accounts, scans and payments from the database');
  const eventList = analytics.getByLabel('Event');
  await expect(eventList).toHaveAccessibleDescription(/^Counts: A page opened in the app/);

  // A sign-up event and the funnel's "Signed up" are two counts, and the dialog says which is which.
  await eventList.selectOption('guest_registration_completed');
  await expect(eventList).toHaveAccessibleDescription(
    /an account made from the sign-up prompt beside a guest’s result/,
  );
  await expect(analytics).toContainText('the Guests funnel’s “Signed up” counts every guest whose scan');
  await eventList.selectOption('scan_shared');
  await expect(eventList).toHaveAccessibleDescription(
    /Making the link, or copying it by hand, is not counted/,
  );
  await eventList.selectOption('shared_scan_viewed');
  await expect(eventList).toHaveAccessibleDescription(/by anyone with the link \(the owner too\)/);
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
});
