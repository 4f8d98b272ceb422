import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { TScanResult } from '#common/contracts/scans.ts';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsOnPhoneAndDesktop,
} from './support/axe.ts';
import { makeAdmin } from './support/make-admin.ts';
import { veryPaleMouthPhotoFile } from './support/scan-photos.ts';
import { toasts } from './web-auth.ts';

const stamp = `${Date.now()}`;
const clinic = {
  name: `Willamette Dental Vets ${stamp}`,
  email: `clinic-${stamp}@example.com`,
};
const admin = { email: `admin-${stamp}@example.com`, password: 'admin pass 123' };
const ownerEmail = `owner-${stamp}@example.com`;
// Downtown Portland, about 1 mile from ZIP 97205's centre.
const HERE = { latitude: 45.5152, longitude: -122.6784 };

async function signInAsAdmin(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: admin });
  expect(login.status()).toBe(200);
}

async function guestPage(browser: Browser, geolocation = false) {
  const context = await browser.newContext(
    geolocation ? { geolocation: HERE, permissions: ['geolocation'] } : {},
  );
  return context.newPage();
}

test.describe
  .serial('vet network', () => {
    test.beforeAll(async () => {
      await makeAdmin(admin.email, admin.password);
    });

    test('a clinic registers on /vet-register', async ({ page }) => {
      await page.goto('/vet-register');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Veterinary Partner Registration' }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Required fields are checked before anything is sent.
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByText('Business name is required')).toBeVisible();

      await page.getByLabel('Business name').fill(clinic.name);
      await page.getByLabel('Contact person').fill('Dr. Ana Ruiz');
      await page.getByLabel('Email').fill(clinic.email);
      await page.getByLabel('Phone').fill('(503) 555-0199');
      await page.getByLabel('Address').fill('1120 SW 5th Ave');
      await page.getByLabel('City').fill('Portland');
      await page.getByLabel('State').fill('OR');
      await page.getByLabel('ZIP code').fill('97205');
      await page.getByLabel('Website (optional)').fill('https://willamette.example');
      await page.getByLabel('dental cleanings').check();
      await page.getByLabel('dental X-rays').check();
      await page.getByLabel('dental', { exact: true }).check();
      await page.getByLabel('monday').fill('8:00-18:00');
      const sent = page.waitForResponse((res) => res.url().endsWith('/api/vet-partners/register'));
      await page.getByRole('button', { name: 'Submit Application' }).click();
      expect((await sent).status()).toBe(202);
      await expect(toasts(page).getByText('Registration Submitted')).toBeVisible();
      await expect(page.getByRole('status').getByText(/within 2 business days/)).toBeVisible();

      // Awaiting review: not on the finder yet.
      const finder = await page.request.get(`/api/vet-partners?lat=${HERE.latitude}&lng=${HERE.longitude}`);
      expect(JSON.stringify(await finder.json())).not.toContain(clinic.name);
    });

    test('an admin approves the application on /vet-dashboard', async ({ page }) => {
      await signInAsAdmin(page);
      // The application waits on /admin too.
      await page.goto('/admin');
      const waiting = page.getByRole('region', { name: /Applications awaiting review/ });
      await expect(waiting.getByRole('article', { name: clinic.name })).toBeVisible();
      await page.goto('/vet-dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Vet Dashboard' })).toBeVisible();
      const application = page.getByRole('article', { name: clinic.name });
      await expect(application).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await application.getByRole('button', { name: 'Approve' }).click();
      await expect(toasts(page).getByText('Application approved')).toBeVisible();
      const card = page.getByRole('article', { name: clinic.name });
      await expect(card.getByText('active', { exact: true })).toBeVisible();
      await expect(card.getByText('20%')).toBeVisible();
    });

    test('a guest finds it by ZIP code', async ({ browser }) => {
      const page = await guestPage(browser);
      await page.goto('/find-vets');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Find Local Veterinary Partners' }),
      ).toBeVisible();
      await page.getByLabel('Or search by city, ZIP code or address').fill('97201');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('heading', { name: /Partners within 50 miles of 97201/ })).toBeVisible();
      const card = page.getByRole('article', { name: clinic.name });
      await expect(card).toBeVisible();
      await expect(card.getByText(/\d+\.\d mi away/)).toBeVisible();
      await expect(card.getByRole('link', { name: '(503) 555-0199' })).toHaveAttribute(
        'href',
        'tel:5035550199',
      );
      await expect(card.getByRole('link', { name: 'Directions' })).toHaveAttribute(
        'href',
        /google\.com\/maps\/dir/,
      );
      // The box keeps the search, to refine it.
      await expect(page.getByLabel('Or search by city, ZIP code or address')).toHaveValue('97201');
      await expectNoSeriousA11yViolations(page);
      await page.context().close();
    });

    test('with no partner in range, a guest is offered a maps search for any vet there', async ({
      browser,
    }) => {
      const page = await guestPage(browser);
      await page.goto('/find-vets');
      const box = page.getByLabel('Or search by city, ZIP code or address');
      await box.fill('99501');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(
        page.getByRole('heading', { name: 'No veterinary partners found in your area yet.' }),
      ).toBeVisible();
      const mapSearch = page.getByRole('link', { name: /Find vets near 99501 on the map/ });
      await expect(mapSearch).toHaveAttribute(
        'href',
        /google\.com\/maps\/search\/.*veterinarian%20near%2099501/,
      );
      await expectNoSeriousA11yViolations(page);

      // A place the geocoder cannot find keeps what was typed and still offers the maps search.
      await box.fill('Qwzx Flats');
      await page.getByRole('button', { name: 'Search' }).click();
      const failedSearch = page.getByRole('link', { name: /search the map for vets near “Qwzx Flats”/ });
      await expect(failedSearch).toHaveAttribute('href', /veterinarian%20near%20Qwzx%20Flats/);
      await expect(box).toHaveValue('Qwzx Flats');
      await page.context().close();
    });

    test("a guest finds it with 'Use My Location'", async ({ browser }) => {
      const page = await guestPage(browser, true);
      await page.goto('/find-vets');
      await page.getByRole('button', { name: 'Use My Location' }).click();
      await expect(
        page.getByRole('heading', { name: /Partners within 50 miles of your location/ }),
      ).toBeVisible();
      await expect(
        page.getByRole('article', { name: clinic.name }).getByText(/\d+\.\d mi away/),
      ).toBeVisible();
      await page.context().close();
    });

    test('a guest without location access is asked for a ZIP code', async ({ browser }) => {
      const context = await browser.newContext({ permissions: [] });
      const page = await context.newPage();
      await page.goto('/find-vets');
      await page.getByRole('button', { name: 'Use My Location' }).click();
      await expect(
        page.getByText('Unable to get your location. Please enter your ZIP code manually.'),
      ).toBeVisible();
      await context.close();
    });

    test('an admin routes an urgent vet referral to the clinic and completes it', async ({
      page,
      browser,
    }) => {
      // An owner with an urgent (pale gums) scan asks a vet.
      const owner = await guestPage(browser);
      const photo = await readFile(await veryPaleMouthPhotoFile());
      const scanned = await owner.request.post('/api/scans', {
        multipart: { image: { name: 'pet.jpg', mimeType: 'image/jpeg', buffer: photo }, species: 'dog' },
      });
      const scan = (await scanned.json()) as TScanResult;
      expect(scan.severity).toBe('urgent');
      const joined = await owner.request.post('/api/vet-referral-waitlist', {
        data: { email: ownerEmail, location: 'Portland, OR 97201', petName: 'Biscuit', scanId: scan.id },
      });
      expect((await joined.json()).urgencyLevel).toBe('high');
      await owner.context().close();

      await signInAsAdmin(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Pet Details' })).toBeVisible();
      // On a phone the table's rows are stacked cards that must still read as a table.
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
      // Nor is any column cut off there: a row's Manage button sits inside the phone's screen.
      await page.setViewportSize({ width: 375, height: 812 });
      const manageBox = await page
        .getByRole('button', { name: `Manage referral for ${ownerEmail}` })
        .boundingBox();
      expect((manageBox?.x ?? Number.POSITIVE_INFINITY) + (manageBox?.width ?? 0)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1280, height: 800 });
      const row = page.getByRole('row').filter({ hasText: ownerEmail });
      await expect(row.getByText('high')).toBeVisible();
      await page.getByRole('button', { name: `Manage referral for ${ownerEmail}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Referral' });
      await dialog.getByRole('button', { name: `Route to ${clinic.name}` }).click();
      await expect(toasts(page).getByText('Referral routed')).toBeVisible();
      await expect(dialog.getByRole('definition').filter({ hasText: clinic.name })).toBeVisible();
      await dialog.getByRole('button', { name: 'Mark booked' }).click();
      await expect(dialog.getByText('booked', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Mark completed' }).click();
      await expect(dialog.getByText('20% (recorded on completion)')).toBeVisible();
      await expect(dialog.getByText(`booked → completed`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(row.getByText('completed')).toBeVisible();
      const audit = page.getByRole('region', { name: 'Audit log' });
      await expect(audit.getByText(/booked → completed \(20% commission/)).toBeVisible();
      await expect(audit.getByText(admin.email).first()).toBeVisible();
    });

    test('an admin opens analytics and revenue, and refunds a Plus payment', async ({ page, browser }) => {
      // A member buys Plus through the built-in test provider.
      const member = await guestPage(browser);
      const memberEmail = `plus-${stamp}@example.com`;
      await member.request.post('/api/auth/signup', {
        data: { firstName: 'Pat', lastName: 'Plus', email: memberEmail, password: 'plus pass 123' },
      });
      const setup = await (
        await member.request.post('/api/get-or-create-subscription', { data: { priceId: 'monthly' } })
      ).json();
      const paid = await member.request.post('/api/billing/test-card/confirm', {
        data: {
          clientSecret: setup.clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 3,
          cvc: '123',
        },
      });
      expect((await paid.json()).status).toBe('succeeded');
      await member.request.post('/api/subscription-success', {
        data: { subscriptionId: setup.subscriptionId },
      });
      await member.context().close();

      await signInAsAdmin(page);
      await page.goto('/admin');
      await page.getByRole('button', { name: 'View Analytics' }).click();
      const analytics = page.getByRole('dialog', { name: 'Analytics' });
      await expect(analytics.getByRole('heading', { name: 'Funnels' })).toBeVisible();
      await expect(analytics.getByRole('img', { name: 'page_view per day' })).toBeVisible();
      // Guests and new members each have their own funnel (docs/product-rules.md#admin), and no step is above
      // 100%.
      const guests = analytics.getByRole('region', { name: 'Guests' });
      const members = analytics.getByRole('region', { name: 'New members' });
      await expect(guests.getByText('Visited the landing page')).toBeVisible();
      await expect(guests.getByText('Started Plus')).toBeVisible();
      await expect(members.getByText('Finished a scan of their own')).toBeVisible();
      const shares = await analytics.getByText(/% of the step before/).allTextContents();
      expect(shares.length).toBeGreaterThan(0);
      for (const share of shares) expect(Number(share.match(/(\d+)%/)?.[1])).toBeLessThanOrEqual(100);
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'View Revenue' }).click();
      const revenue = page.getByRole('dialog', { name: 'Revenue' });
      await expect(revenue.getByText('Monthly recurring revenue')).toBeVisible();
      await expect(revenue.getByText('$9.99').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Other specs (the money-back guarantee) refund payments on the same server: count from here.
      const refundsThisMonth = revenue
        .locator('dt', { hasText: 'Refunds this month' })
        .locator('xpath=following-sibling::dd[1]');
      const refundsBefore = Number((await refundsThisMonth.textContent())?.match(/^\d+/)?.[0]);
      expect(Number.isInteger(refundsBefore)).toBe(true);
      const payment = revenue.getByRole('listitem').filter({ hasText: memberEmail });
      await payment.getByRole('button', { name: 'Refund' }).click();
      await expect(payment.getByRole('region', { name: 'Confirm the refund' })).toContainText(
        `Refund $9.99 to ${memberEmail}?`,
      );
      await payment.getByRole('button', { name: 'Yes, refund $9.99' }).click();
      await expect(toasts(page).getByText('Payment refunded')).toBeVisible();
      await expect(payment.getByText(/refunded/)).toBeVisible();
      await expect(refundsThisMonth).toHaveText(new RegExp(`^${refundsBefore + 1} \\(`));
    });

    test('a member cannot open the admin pages', async ({ browser }) => {
      const page = await guestPage(browser);
      const email = `member-${stamp}@example.com`;
      await page.request.post('/api/auth/signup', {
        data: { firstName: 'Mo', lastName: 'Member', email, password: 'member pass 1' },
      });
      for (const path of ['/admin', '/vet-dashboard']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
      }
      await page.context().close();
    });
  });
