import { expect, test } from '@playwright/test';
import { makeAdmin } from '../e2e/support/make-admin.ts';
import { mailedLink } from '../e2e/support/outbox.ts';

const OUT = 'docs/screenshots';

/** /clinic/team at desktop width: the signed-in vet, an invited colleague and an accepted one. */
test('clinic team page', async ({ page, browser }) => {
  const stamp = `${Date.now()}`;
  const admin = { email: `shot-admin-${stamp}@example.com`, password: 'admin pass 123' };
  await makeAdmin(admin.email, admin.password);
  const adminPage = await (await browser.newContext()).newPage();
  expect((await adminPage.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const contact = `dr.ruiz-${stamp}@cascadepetdental.example`;
  const created = await adminPage.request.post('/api/vet-partners', {
    data: {
      businessName: 'Cascade Pet Dental',
      contactName: 'Dr. Ana Ruiz',
      email: contact,
      phone: '(503) 555-0123',
      address: '800 NW 23rd Ave',
      city: 'Portland',
      state: 'OR',
      zipCode: '97210',
      commissionRate: 20,
      websiteUrl: null,
      servicesOffered: ['dental cleanings'],
      specialties: ['dental'],
    },
  });
  expect(created.status()).toBe(201);

  const accept = async (email: string, firstName: string, lastName: string) => {
    const token = new URL(await mailedLink(email, 'clinic/welcome'), 'http://x').searchParams.get('token');
    const response = await page.request.post('/api/auth/clinic-invite', {
      data: { token, firstName, lastName, password: 'gums and teeth 7' },
    });
    expect(response.status()).toBe(200);
  };
  const invite = async (email: string) =>
    expect((await page.request.post('/api/clinic/staff', { data: { email } })).status()).toBe(200);

  await accept(contact, 'Ana', 'Ruiz');
  const hygienist = `sam.lee-${stamp}@cascadepetdental.example`;
  await invite(hygienist);
  await invite(`front.desk-${stamp}@cascadepetdental.example`);
  // The hygienist accepts in their own browser; this page stays signed in as Dr. Ruiz.
  const other = await (await browser.newContext()).newPage();
  const token = new URL(await mailedLink(hygienist, 'clinic/welcome'), 'http://x').searchParams.get('token');
  await other.request.post('/api/auth/clinic-invite', {
    data: { token, firstName: 'Sam', lastName: 'Lee', password: 'gums and teeth 8' },
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/clinic/team');
  await expect(page.getByRole('heading', { name: 'Staff (3)' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/clinic-team.png`, fullPage: true });
});
