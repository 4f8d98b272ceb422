import { expect, test } from '@playwright/test';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { E2E_DATA_DIR } from './support/e2e-env.ts';
import { newAccount, signUpViaUi } from './web-auth.ts';

/** Small things an owner met across the app, each kept fixed. */

test('a signed-out "Take it now" link from a reminder mail comes back to the scanner after login', async ({
  page,
  browser,
}) => {
  const account = newAccount();
  const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await owner.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  const pet = await (
    await owner.request.post('/api/pets', { data: { name: 'Biscuit', species: 'dog' } })
  ).json();
  await owner.close();

  const takeItNow = `/home?pet=${pet.id}#scan`;
  await page.goto(takeItNow);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(takeItNow)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(takeItNow);
  await expect(page.locator('#scan')).toBeInViewport();
});

test('/subscribe with the built-in test provider loads no Stripe.js and logs no errors', async ({ page }) => {
  const errors: string[] = [];
  const stripeRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('stripe.com')) stripeRequests.push(request.url());
  });
  expect((await page.request.post('/api/auth/signup', { data: newAccount() })).status()).toBe(201);
  await page.goto('/subscribe?plan=monthly');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stripeRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test('an unclear photo of a cat does not say its advice was written for a cat', async ({ page }) => {
  expect((await page.request.post('/api/auth/signup', { data: newAccount() })).status()).toBe(201);
  const pet = await (await page.request.post('/api/pets', { data: { name: 'Luna', species: 'cat' } })).json();
  const photo = await makeMouthPhoto({ format: 'jpeg', gum: 'healthy', seed: 3 });
  const scanned = await page.request.post('/api/scans', {
    multipart: { petId: pet.id, image: { name: 'luna.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(scanned.status(), await scanned.text()).toBe(201);
  const scan = await scanned.json();
  await page.goto(`/scans/${scan.id}`);
  await expect(page.getByTestId('result-species')).toHaveText(/Advice for a cat/);

  // The same scan as the analyser stores a photo it could not grade (no synthetic photo comes out unclear).
  const db = createDb(loadConfig({ DATA_DIR: E2E_DATA_DIR }).database);
  try {
    await db
      .updateTable('scans')
      .set({ status: 'unclear', gingival_index: null, calculus_index: null })
      .where('id', '=', scan.id)
      .execute();
  } finally {
    await db.destroy();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Scan result' })).toBeVisible();
  await expect(page.getByText(/Scanned /)).toBeVisible();
  await expect(page.getByTestId('result-species')).toHaveCount(0);
});

test.describe('a browser in India', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('sees and keeps Asia/Kolkata, in a list grouped by region, never the old Asia/Calcutta', async ({
    page,
  }) => {
    await signUpViaUi(page, newAccount());
    const settings = await (await page.request.get('/api/account/reminders')).json();
    expect(settings.timeZone).toBe('Asia/Kolkata');
    await page.goto('/account/reminders');
    const zone = page.getByLabel('Time zone', { exact: true });
    await expect(zone).toHaveValue('Asia/Kolkata');
    await expect(zone.locator('optgroup[label="Asia"] option[value="Asia/Kolkata"]')).toHaveText(
      'Kolkata (this device)',
    );
    await expect(zone.locator('option[value="Asia/Calcutta"]')).toHaveCount(0);
    await expect(page.getByText(/This device is set to/)).toHaveCount(0);
    await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
  });
});
