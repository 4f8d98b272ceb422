import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { makeAdmin } from './support/make-admin.ts';
import { mailedLink } from './support/outbox.ts';
import { logInViaUi, newAccount, signUpViaUi, toasts } from './web-auth.ts';

const stamp = `${Date.now()}`;
const clinic = { name: `Cascade Pet Dental ${stamp}`, email: `cascade-${stamp}@example.com` };
const admin = { email: `admin-${stamp}@example.com`, password: 'admin pass 123' };
const vet = { firstName: 'Ana', lastName: 'Ruiz', password: 'gums and teeth 7' };
const colleague = `colleague-${stamp}@example.com`;
async function freshPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

let inviteLink = '';

test.describe
  .serial('clinic accounts', () => {
    test.beforeAll(async () => {
      await makeAdmin(admin.email, admin.password);
    });

    test('an admin approves a registered clinic, which is mailed an invite', async ({ page }) => {
      const registered = await page.request.post('/api/vet-partners/register', {
        data: {
          businessName: clinic.name,
          contactName: 'Dr. Ana Ruiz',
          email: clinic.email,
          phone: '(503) 555-0123',
          address: '800 NW 23rd Ave',
          city: 'Portland',
          state: 'OR',
          zipCode: '97210',
          servicesOffered: ['dental cleanings'],
          specialties: ['dental'],
        },
      });
      expect(registered.status()).toBe(202);
      expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
      await page.goto('/vet-dashboard');
      const application = page.getByRole('article', { name: clinic.name });
      await application.getByRole('button', { name: 'Approve' }).click();
      await expect(toasts(page).getByText('Application approved')).toBeVisible();
      await expect(toasts(page).getByText(`We sent an invite to ${clinic.email}`)).toBeVisible();
      inviteLink = await mailedLink(clinic.email, 'clinic/welcome');
    });

    test('the invite link sets a password and lands on the clinic', async ({ browser }) => {
      const page = await freshPage(browser);
      await page.goto(inviteLink);
      await expect(page.getByRole('heading', { level: 1, name: 'Set up your clinic account' })).toBeVisible();
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
      await page.getByLabel('First name').fill(vet.firstName);
      await page.getByLabel('Last name').fill(vet.lastName);
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Set password and continue' }).click();
      await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill(vet.password);
      await page.getByRole('button', { name: 'Set password and continue' }).click();
      await expect(page).toHaveURL(/\/clinic$/);
      const nav = page.getByRole('navigation').first();
      await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'My Pets' })).toHaveCount(0);
    });

    test('a used invite link says so as its page opens, without the form', async ({ browser }) => {
      const again = await freshPage(browser);
      await again.setViewportSize({ width: 375, height: 800 });
      await again.goto(inviteLink);
      await expect(
        again.getByRole('heading', { level: 1, name: 'This invite link no longer works' }),
      ).toBeVisible();
      await expect(again.getByRole('alert')).toHaveText('This invite link has expired or was already used.');
      await expect(again.getByText(/Ask a colleague at your clinic to invite you again/)).toBeVisible();
      await expect(again.getByLabel('First name')).toHaveCount(0);
      await expect(again.getByRole('button', { name: 'Set password and continue' })).toHaveCount(0);
      await again.screenshot({
        path: test.info().outputPath('clinic-welcome-used-link-375.png'),
        fullPage: true,
      });
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(again);
    });

    test('the vet logs in on /login, invites a colleague and removes them', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await logInViaUi(page, clinic.email, vet.password);
      await expect(page).toHaveURL(/\/clinic$/);
      await page.getByRole('navigation').first().getByRole('link', { name: 'Team' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Clinic team' })).toBeVisible();
      await expect(page.getByText(`Everyone who signs in for ${clinic.name}`)).toBeVisible();
      await expect(page.getByText('Ana Ruiz (you)')).toBeVisible();

      await page.getByLabel("Colleague's e-mail").fill('not an address');
      await page.getByRole('button', { name: 'Send invite' }).click();
      await expect(page.getByText('Enter a valid email address')).toBeVisible();
      await page.getByLabel("Colleague's e-mail").fill(colleague);
      await page.getByRole('button', { name: 'Send invite' }).click();
      await expect(page.getByText(`We sent an invite to ${colleague}`)).toBeVisible();
      const team = page.getByRole('region', { name: /^Staff/ });
      const row = team.getByRole('listitem').filter({ hasText: colleague });
      await expect(row.getByText('Invited', { exact: true })).toBeVisible();
      expect(await mailedLink(colleague, 'clinic/welcome')).toMatch(/^\/clinic\/welcome\?token=/);
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

      await page.setViewportSize({ width: 1280, height: 800 });
      await row.getByRole('button', { name: `Remove ${colleague}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove from the team' });
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expect(toasts(page).getByText(`${colleague} no longer has access.`)).toBeVisible();
      await expect(team.getByRole('listitem').filter({ hasText: colleague })).toHaveCount(0);
      await expect(team.getByRole('heading', { name: 'Staff (1)' })).toBeVisible();
    });

    test('deactivating the clinic signs its staff out; signing in again shows why', async ({
      page,
      browser,
    }) => {
      await logInViaUi(page, clinic.email, vet.password);
      await expect(page).toHaveURL(/\/clinic$/);
      const adminPage = await freshPage(browser);
      expect((await adminPage.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
      const dashboard = await adminPage.request.get('/api/admin/vet-partners?page=1&limit=100');
      const partner = (await dashboard.json()).partners.find(
        (candidate: { businessName: string }) => candidate.businessName === clinic.name,
      );
      const patched = await adminPage.request.patch(`/api/vet-partners/${partner.id}`, {
        data: { status: 'inactive' },
      });
      expect(patched.status()).toBe(200);

      await page.goto('/clinic/team');
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Email').fill(clinic.email);
      await page.getByLabel('Password', { exact: true }).fill(vet.password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL(/\/clinic\/team$/);
      await expect(page.getByText("This clinic's PawSmile account is not active.")).toBeVisible();
    });

    test('an owner opening a clinic page is told it is for partner clinics', async ({ browser }) => {
      const page = await freshPage(browser);
      const owner = newAccount();
      await signUpViaUi(page, owner);
      await page.goto('/clinic/team');
      await expect(
        page.getByRole('heading', { level: 1, name: 'This page is for partner clinics' }),
      ).toBeVisible();
    });
  });
