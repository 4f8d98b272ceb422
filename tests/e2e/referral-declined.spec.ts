import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { makeVeryPaleMouthPhoto } from '../../scripts/generated-photos/very-pale-mouth.ts';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { createActivePartner } from './support/grading-clinic.ts';
import { makeClinicStaff } from './support/grading-seed.ts';
import { makeAdmin } from './support/make-admin.ts';
import { mailsTo } from './support/outbox.ts';
import { newAccount } from './web-auth.ts';

/** An owner's urgent scan (no pet), made through the API in `request`'s session. */
async function urgentScan(request: APIRequestContext): Promise<string> {
  const photo = await makeVeryPaleMouthPhoto({ format: 'jpeg' });
  const scanned = await request.post('/api/scans', {
    multipart: { species: 'dog', image: { name: 'rex.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(scanned.status(), await scanned.text()).toBe(201);
  return (await scanned.json()).id;
}

/** An admin, an active clinic and one of its staff, each signed in in a context of their own. */
async function adminAndClinic(browser: Browser, stamp: string) {
  const baseURL = test.info().project.use.baseURL;
  const admin = { email: `admin-${stamp}@example.com`, password: 'admin-pass-42' };
  const vet = { email: `vet-${stamp}@example.com`, password: 'vet-pass-42' };
  await makeAdmin(admin.email, admin.password);
  const adminContext = await browser.newContext({ baseURL });
  expect((await adminContext.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const partnerId = await createActivePartner(adminContext.request, { name: 'Full Up Vets', stamp });
  await makeClinicStaff(partnerId, vet.email, vet.password);
  const vetContext = await browser.newContext({ baseURL });
  expect((await vetContext.request.post('/api/auth/login', { data: vet })).status()).toBe(200);
  return { admin, adminContext, vetContext, partnerId };
}

test('a referral the clinic declines mails the admin and shows a badge on /admin that leads to the referrals', async ({
  browser,
  page,
}) => {
  const stamp = `${Date.now()}`;
  const { admin, adminContext, vetContext, partnerId } = await adminAndClinic(browser, stamp);
  const owner = newAccount();
  expect((await page.request.post('/api/auth/signup', { data: owner })).status()).toBe(201);
  const scanId = await urgentScan(page.request);
  const asked = await page.request.post('/api/vet-referrals', {
    data: { email: owner.email, location: 'Portland, OR', petName: 'Rex', scanId },
  });
  expect(asked.status()).toBe(201);
  const referralId: string = (await asked.json()).id;
  const routed = await adminContext.request.post(`/api/admin/referrals/${referralId}/route`, {
    data: { partnerId },
  });
  expect(routed.status()).toBe(200);
  const declined = await vetContext.request.post(`/api/clinic/referrals/${referralId}/status`, {
    data: { status: 'declined', fromStatus: 'routed', reason: 'Fully booked this month' },
  });
  expect(declined.status()).toBe(200);

  const notices = (await mailsTo(admin.email)).filter((mail) => mail.kind === 'referral_declined_admin');
  expect(notices).toHaveLength(1);
  expect(notices[0].body_text).toContain('Reason given: Fully booked this month');
  expect(notices[0].body_text).toMatch(/\/admin$/m);

  const waiting: number = (await (await adminContext.request.get('/api/admin/stats')).json())
    .declinedReferrals;
  expect(waiting).toBeGreaterThanOrEqual(1);
  const adminPage = await adminContext.newPage();
  await adminPage.setViewportSize({ width: 375, height: 812 });
  await adminPage.goto('/admin');
  const badge = adminPage.getByRole('link', { name: `${waiting} declined: route again` });
  await expect(badge).toBeVisible();
  await adminPage.screenshot({ path: 'docs/screenshots/admin-declined-referrals-badge-375.png' });
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(adminPage);
  await badge.click();
  await expect(adminPage.getByRole('heading', { name: /^Vet Referrals/ })).toBeInViewport();

  // Routed to another clinic, the referral no longer waits: the count drops by one.
  const again = await adminContext.request.post(`/api/admin/referrals/${referralId}/route`, {
    data: { partnerId },
  });
  expect(again.status()).toBe(200);
  await adminPage.reload();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  if (waiting === 1) {
    await expect(adminPage.getByTestId('declined-referrals-badge')).toHaveCount(0);
  } else {
    await expect(adminPage.getByRole('link', { name: `${waiting - 1} declined: route again` })).toBeVisible();
  }
  await adminContext.close();
  await vetContext.close();
});

test('an owner’s second vet referral request of the day says no second confirmation mail will come', async ({
  page,
}) => {
  const owner = newAccount();
  expect((await page.request.post('/api/auth/signup', { data: owner })).status()).toBe(201);
  // This morning's request (without a scan: a Starter account scans once a week) was confirmed by mail.
  const first = await page.request.post('/api/vet-referrals', {
    data: { email: owner.email, location: 'Portland, OR' },
  });
  expect(first.status()).toBe(201);
  expect((await first.json()).confirmationMail).toBe('queued');

  const secondScan = await urgentScan(page.request);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/scans/${secondScan}`);
  const form = page.getByRole('region', { name: 'Get referred to a partner vet' });
  await expect(form.getByLabel('Email')).toHaveValue(owner.email);
  await form.getByLabel('Location').fill('Portland, OR');
  const sent = page.waitForResponse((res) => res.url().endsWith('/api/vet-referrals'));
  await form.getByRole('button', { name: 'Ask a vet' }).click();
  expect((await sent).status()).toBe(201);
  const status = form.getByRole('status');
  await expect(status).toContainText('Vet referral requested!');
  await expect(status).toContainText(
    `${owner.email} already had our confirmation email today, so no second one will come`,
  );
  await expect(status).not.toContainText('We’ll email a confirmation');
  // Centred, so the toast at the top of the phone screen leaves the message in view.
  await status.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.screenshot({ path: 'docs/screenshots/referral-second-request-of-the-day-375.png' });
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

  const confirmations = (await mailsTo(owner.email)).filter((mail) => mail.kind === 'waitlist_confirmation');
  expect(confirmations).toHaveLength(1);
});
