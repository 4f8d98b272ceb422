import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { makeAdmin } from '../e2e/support/make-admin.ts';
import { mouthPhotoFile } from '../e2e/support/scan-photos.ts';

const OUT = 'docs/screenshots';
const WIDTHS = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 800 },
] as const;

async function scanPhoto(request: APIRequestContext) {
  const photo = await readFile(await mouthPhotoFile({ gum: 'healthy' }));
  const scanned = await request.post('/api/scans', {
    multipart: { image: { name: 'pet.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(scanned.ok()).toBe(true);
}

/** Signs up in this browser (a guest's scans move into the account) and pays for Plus with the test card. */
async function signUpAndTakePlus(request: APIRequestContext, email: string) {
  const signup = await request.post('/api/auth/signup', {
    data: { firstName: 'Pat', lastName: 'Plus', email, password: 'plus pass 123' },
  });
  expect(signup.status()).toBe(201);
  const setup = await (
    await request.post('/api/get-or-create-subscription', { data: { priceId: 'monthly' } })
  ).json();
  const paid = await request.post('/api/billing/test-card/confirm', {
    data: {
      clientSecret: setup.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      cvc: '123',
    },
  });
  expect((await paid.json()).status).toBe('succeeded');
  await request.post('/api/subscription-success', { data: { subscriptionId: setup.subscriptionId } });
}

/** The admin's analytics dialog with both funnels, at a phone and a desktop width. */
test('admin analytics dialog', async ({ page, browser }) => {
  const stamp = Date.now();
  // Four guests open the landing page, each in its own browser (its own visitor); the first scans,
  // signs up and takes Plus.
  for (let visitor = 0; visitor < 4; visitor++) {
    const guest = await browser.newContext({ userAgent: `screenshot-visitor-${stamp}-${visitor}` });
    const landing = await guest.newPage();
    const pageViewSent = landing.waitForResponse((response) => response.url().endsWith('/api/events'));
    await landing.goto('/');
    await pageViewSent;
    await expect(landing.getByRole('heading', { level: 1 })).toBeVisible();
    if (visitor === 0) {
      await scanPhoto(landing.request);
      await signUpAndTakePlus(landing.request, `funnel-guest-${stamp}@example.com`);
    }
    await guest.close();
  }
  // A new member who scans as a member.
  const member = await browser.newContext();
  await member.request.post('/api/auth/signup', {
    data: {
      firstName: 'Mo',
      lastName: 'Member',
      email: `funnel-member-${stamp}@example.com`,
      password: 'member pass 1',
    },
  });
  await scanPhoto(member.request);
  await member.close();

  const admin = { email: `admin-shots-${stamp}@example.com`, password: 'admin pass 123' };
  await makeAdmin(admin.email, admin.password);
  expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'View Analytics' }).click();
    const analytics = page.getByRole('dialog', { name: 'Analytics' });
    await expect(analytics.getByRole('region', { name: 'New members' })).toBeVisible();
    await page.waitForTimeout(300);
    await analytics.screenshot({ path: `${OUT}/admin-analytics-${size.name}.png` });
    // The dialog scrolls: the funnels are below the chart.
    const funnels = analytics.getByRole('region', { name: 'Funnels' });
    await funnels.scrollIntoViewIfNeeded();
    await funnels.screenshot({ path: `${OUT}/admin-analytics-funnels-${size.name}.png` });
    await page.keyboard.press('Escape');
  }
});
