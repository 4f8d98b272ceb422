import { readFile } from 'node:fs/promises';
import { type Browser, expect, test } from '@playwright/test';
import type { TScanResult } from '#common/contracts/scans.ts';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsOnPhoneAndDesktop,
  PHONE_AND_DESKTOP,
} from './support/axe.ts';
import { makeAdmin } from './support/make-admin.ts';
import { mailedLink, mailsTo } from './support/outbox.ts';
import { mouthPhotoFile, scanUrgentDogPhoto } from './support/scan-photos.ts';
import { logInViaUi, toasts } from './web-auth.ts';

/**
 * The clinic journey (docs/product-rules.md#clinics): an admin approves a clinic, the invite sets the vet's
 * password, an owner asks for a referral and shares the scan, the admin routes it and the clinic is mailed,
 * the vet opens it, sees the photo and marks it booked, and the owner is mailed.
 */
const stamp = `${Date.now()}`;
const clinic = { name: `Rose Dental Vets ${stamp}`, email: `rose-${stamp}@example.com` };
const admin = { email: `admin-${stamp}@example.com`, password: 'admin pass 123' };
const vetPassword = 'gums and teeth 7';
const owner = { email: `rex-owner-${stamp}@example.com`, password: 'owner pass 123' };
async function freshPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

let inviteLink = '';
let referralPath = '';

test.describe
  .serial('the clinic referral journey', () => {
    test.beforeAll(async () => {
      await makeAdmin(admin.email, admin.password);
    });

    test('an admin approves a clinic, which is mailed an invite', async ({ page }) => {
      const registered = await page.request.post('/api/vet-partners/register', {
        data: {
          businessName: clinic.name,
          contactName: 'Dr. Lee Park',
          email: clinic.email,
          phone: '(512) 555-0147',
          address: '600 Congress Ave',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          servicesOffered: ['dental cleanings'],
          specialties: ['dental'],
        },
      });
      expect(registered.status()).toBe(202);
      expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
      await page.goto('/vet-dashboard');
      await page.getByRole('article', { name: clinic.name }).getByRole('button', { name: 'Approve' }).click();
      await expect(toasts(page).getByText('Application approved')).toBeVisible();
      inviteLink = await mailedLink(clinic.email, 'clinic/welcome');
    });

    test('the invite sets a password and the vet sees the empty inbox', async ({ browser }) => {
      const page = await freshPage(browser);
      await page.goto(inviteLink);
      await page.getByLabel('First name').fill('Lee');
      await page.getByLabel('Last name').fill('Park');
      await page.getByLabel('Password', { exact: true }).fill(vetPassword);
      await page.getByRole('button', { name: 'Set password and continue' }).click();
      await expect(page).toHaveURL(/\/clinic$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Referral inbox' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No referrals yet' })).toBeVisible();
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
      await page.context().close();
    });

    test('an owner asks for a referral and shares the scan', async ({ page }) => {
      const signup = await page.request.post('/api/auth/signup', {
        data: { firstName: 'Maya', lastName: 'Cruz', email: owner.email, password: owner.password },
      });
      expect(signup.status()).toBe(201);
      await page.goto('/');
      const scanned = page.waitForResponse(
        (res) => res.url().endsWith('/api/scans') && res.request().method() === 'POST',
      );
      await scanUrgentDogPhoto(page);
      const scan = (await (await scanned).json()) as TScanResult;
      expect(scan.severity).toBe('urgent');

      const form = page.getByRole('region', { name: 'Get referred to a partner vet' });
      const share = form.getByRole('checkbox', { name: 'Share this scan with the clinic' });
      await expect(share).not.toBeChecked();
      await expect(form.getByText(/The clinic we refer you to will see this photo/)).toBeVisible();
      await form.getByLabel('Location').fill('Austin, TX');
      await form.getByLabel('Pet name (optional)').fill('Rex');
      await form.getByLabel('Pet age (optional)').fill('7 years');
      await form.getByLabel('Breed (optional)').fill('Beagle');
      await form.getByLabel('Concern or details (optional)').fill('His gums look pale since Sunday.');
      await share.check();
      const joined = page.waitForResponse((res) => res.url().endsWith('/api/vet-referrals'));
      await form.getByRole('button', { name: 'Ask a vet' }).click();
      const response = await joined;
      expect(response.status()).toBe(201);
      expect(await response.json()).toMatchObject({ scanId: scan.id, shareScan: true, urgencyLevel: 'high' });
      await expectNoSeriousA11yViolations(page);
    });

    test('the admin routes it and the clinic is mailed a link, without the owner or the photo', async ({
      page,
    }) => {
      expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
      await page.goto('/admin');
      await page.getByRole('button', { name: `Manage referral for ${owner.email}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Referral' });
      await dialog.getByRole('button', { name: `Route to ${clinic.name}` }).click();
      await expect(dialog.getByText('pending → routed')).toBeVisible();

      let mail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
      await expect
        .poll(async () => {
          mail = (await mailsTo(clinic.email)).find((m) => m.kind === 'clinic_referral_routed');
          return mail?.subject;
        })
        .toBe('New referral: urgent, Rex, 7-year-old Beagle, Austin TX');
      expect(mail?.body_text).not.toContain(owner.email);
      referralPath = /\/clinic\/referrals\/[0-9a-f-]+/.exec(mail?.body_text ?? '')?.[0] ?? '';
      expect(referralPath).not.toBe('');
    });

    test('the vet opens it, sees the photo and marks it booked; the owner is mailed', async ({ browser }) => {
      const page = await freshPage(browser);
      await page.setViewportSize(PHONE_AND_DESKTOP[1]);
      await logInViaUi(page, clinic.email, vetPassword);
      await expect(page).toHaveURL(/\/clinic$/);
      const item = page.getByRole('link', { name: /Rex/ });
      await expect(item.getByText('Urgent')).toBeVisible();
      await expect(item.getByText('New')).toBeVisible();
      await expect(item.getByText('Scan shared')).toBeVisible();
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

      await item.click();
      await expect(page).toHaveURL(new RegExp(`${referralPath}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Referral: Rex' })).toBeVisible();
      await expect(page.getByRole('link', { name: owner.email })).toBeVisible();
      await expect(page.getByText('Maya Cruz')).toBeVisible();
      await expect(page.getByText('His gums look pale since Sunday.')).toBeVisible();
      const photo = page.getByRole('img', { name: 'Rex’s mouth, as the owner photographed it' });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByTestId('scan-overlay')).toBeVisible();
      await page.getByRole('switch', { name: 'Show what we saw' }).click();
      await expect(page.getByTestId('scan-overlay')).toHaveCount(0);
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

      // Declining asks for a reason, in a dialog; the vet thinks again.
      await page.getByRole('button', { name: 'Decline…' }).click();
      const decline = page.getByRole('dialog', { name: 'Decline this referral?' });
      await decline.getByRole('button', { name: 'Decline referral' }).click();
      await expect(decline.getByText('Say why your clinic declines this referral.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await decline.getByRole('button', { name: 'Keep it' }).click();
      await expect(decline).toHaveCount(0);

      await page.getByRole('button', { name: 'Mark booked' }).click();
      await expect(toasts(page).getByText('Visit booked')).toBeVisible();
      // The pressed button is gone; focus lands on the section's heading rather than the page's start.
      await expect(page.getByRole('heading', { name: 'Next step' })).toBeFocused();
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByText('New → Booked')).toBeVisible();
      await expect(history.getByText(new RegExp(clinic.email))).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark completed' })).toBeVisible();

      await expect
        .poll(async () => (await mailsTo(owner.email)).map((m) => m.kind))
        .toContain('referral_booked');
      const booked = (await mailsTo(owner.email)).find((m) => m.kind === 'referral_booked');
      expect(booked?.body_text).toContain(clinic.name);
      await page.context().close();
    });

    test('a scan the owner did not share stays hidden; a decline from a stale page is refused in words; declining mails the owner', async ({
      browser,
    }) => {
      // A second owner asks for a referral without ticking "Share this scan with the clinic".
      const other = await freshPage(browser);
      const otherEmail = `pip-owner-${stamp}@example.com`;
      await other.request.post('/api/auth/signup', {
        data: { firstName: 'Sam', lastName: 'Lee', email: otherEmail, password: owner.password },
      });
      const photo = await readFile(await mouthPhotoFile({ gum: 'inflamed' }));
      const scanned = await other.request.post('/api/scans', {
        multipart: { image: { name: 'pet.jpg', mimeType: 'image/jpeg', buffer: photo } },
      });
      const scan = (await scanned.json()) as TScanResult;
      const joined = await other.request.post('/api/vet-referral-waitlist', {
        data: { email: otherEmail, location: 'Austin, TX', petName: 'Pip', scanId: scan.id },
      });
      const referralId = ((await joined.json()) as { id: string }).id;
      await other.context().close();
      const adminPage = await freshPage(browser);
      expect((await adminPage.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
      const partners = await adminPage.request.get(`/api/referrals/${referralId}/candidates`);
      const partner = (
        (await partners.json()) as { partners: { id: string; businessName: string }[] }
      ).partners.find((p) => p.businessName === clinic.name);
      const routed = await adminPage.request.post(`/api/referrals/${referralId}/route`, {
        data: { partnerId: partner?.id },
      });
      expect(routed.status()).toBe(200);
      await adminPage.context().close();

      const page = await freshPage(browser);
      await page.setViewportSize(PHONE_AND_DESKTOP[0]);
      await logInViaUi(page, clinic.email, vetPassword);
      await page.getByRole('link', { name: /Pip/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Referral: Pip' })).toBeVisible();
      await expect(page.getByText('The owner did not share the scan')).toBeVisible();
      await expect(page.getByRole('img', { name: /mouth/ })).toHaveCount(0);
      expect((await page.request.get(`/media/scans/${scan.id}/photo`)).status()).toBe(404);

      // A colleague marks it contacted (another tab) while this page still shows it new.
      const colleague = await page.request.post(`/api/clinic/referrals/${referralId}/status`, {
        data: { status: 'contacted', fromStatus: 'routed' },
      });
      expect(colleague.status()).toBe(200);
      await page.getByRole('button', { name: 'Decline…' }).click();
      const decline = page.getByRole('dialog', { name: 'Decline this referral?' });
      await decline.getByLabel('Reason').fill('No dental surgeon until next month');
      await expectNoSeriousA11yViolations(page);
      await decline.getByRole('button', { name: 'Decline referral' }).click();
      // Nothing is declined from the stale page: the vet is told so and sees the referral as it is now.
      await expect(toasts(page).getByText('Someone else changed this referral')).toBeVisible();
      await expect(toasts(page).getByText(/it is now marked contacted\. Nothing was saved/)).toBeVisible();
      await expect(decline).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Next step' })).toBeFocused();
      await expect(page.getByRole('region', { name: 'History' }).getByText('New → Contacted')).toBeVisible();

      // From the page as it is now, the decline (its reason kept) applies.
      await page.getByRole('button', { name: 'Decline…' }).click();
      await expect(decline.getByLabel('Reason')).toHaveValue('No dental surgeon until next month');
      await decline.getByRole('button', { name: 'Decline referral' }).click();
      await expect(toasts(page).getByText('Referral declined')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Next step' })).toBeFocused();
      await expect(page.getByText(/Your clinic declined this referral/)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'History' }).getByText('No dental surgeon until next month'),
      ).toBeVisible();
      await expect
        .poll(async () => (await mailsTo(otherEmail)).map((m) => m.kind))
        .toContain('referral_declined');
      await page.context().close();
    });

    test('an admin is told the clinic pages are for partner clinics', async ({ page }) => {
      expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
      await page.goto(referralPath);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This page is for partner clinics' }),
      ).toBeVisible();
      const api = await page.request.get(`/api${referralPath}`);
      expect(api.status()).toBe(403);
    });
  });
