import { expect, test } from '@playwright/test';
import { makeAdmin } from '../e2e/support/make-admin.ts';

const OUT = 'docs/screenshots';
const WIDTHS = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 800 },
] as const;
const stamp = `${Date.now()}`;
const admin = { email: `shot-tables-admin-${stamp}@example.com`, password: 'admin pass 123' };

/**
 * The admin's referral and audit tables at a phone and a desktop width: on the phone each row is a card
 * of labelled lines with its Manage button in view (web/src/components/ui/table.tsx).
 */
test('admin tables', async ({ page }) => {
  await makeAdmin(admin.email, admin.password);
  const owners = [
    { email: `shot-owner-${stamp}@example.com`, petName: 'Biscuit', petBreed: 'Beagle', petAge: '7 years' },
    {
      email: `shot-second-owner-with-a-long-address-${stamp}@example.com`,
      petName: 'Miso',
      concern: 'Red gums along the back teeth and bad breath for two weeks; she chews on one side only.',
      urgencyLevel: 'high',
    },
  ];
  for (const owner of owners) {
    const joined = await page.request.post('/api/vet-referral-waitlist', {
      data: { location: 'Portland, OR 97201', ...owner },
    });
    expect(joined.ok()).toBe(true);
  }
  const login = await page.request.post('/api/auth/login', { data: admin });
  expect(login.status()).toBe(200);

  // One status change, so the audit log has a line.
  await page.goto('/admin');
  await page.getByRole('button', { name: `Manage referral for ${owners[0].email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Referral' });
  await dialog.getByRole('button', { name: 'Cancel referral' }).click();
  await expect(dialog.getByText('cancelled', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/admin');
    const waitlist = page.getByRole('region', { name: /Vet Referrals/ });
    await expect(
      waitlist.getByRole('button', { name: `Manage referral for ${owners[1].email}` }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Audit log' }).getByRole('row')).not.toHaveCount(0);
    await waitlist.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await waitlist.screenshot({ path: `${OUT}/admin-waitlist-${size.name}.png` });
    await page
      .getByRole('region', { name: 'Audit log' })
      .screenshot({ path: `${OUT}/admin-audit-${size.name}.png` });
  }
});
