import { expect, test } from '@playwright/test';
import { makeVeryPaleMouthPhoto } from '../../scripts/generated-photos/very-pale-mouth.ts';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { newAccount } from './web-auth.ts';

test('a signed-in owner’s referral form from a scan filed under a pet starts with their email and the pet', async ({
  page,
}) => {
  const account = newAccount();
  expect((await page.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  const pet = await (
    await page.request.post('/api/pets', {
      data: { name: 'Luna', species: 'dog', breed: 'Beagle', ageYears: 9 },
    })
  ).json();
  const photo = await makeVeryPaleMouthPhoto({ format: 'jpeg' });
  const scanned = await page.request.post('/api/scans', {
    multipart: { petId: pet.id, image: { name: 'luna.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(scanned.status(), await scanned.text()).toBe(201);
  const scan = await scanned.json();
  expect(scan).toMatchObject({ severity: 'urgent', petId: pet.id });

  await page.goto(`/scans/${scan.id}`);
  const form = page.getByRole('region', { name: 'Get referred to a partner vet' });
  await expect(form.getByLabel('Email')).toHaveValue(account.email);
  await expect(form.getByLabel('Pet name (optional)')).toHaveValue('Luna');
  await expect(form.getByLabel('Pet age (optional)')).toHaveValue('9 years');
  await expect(form.getByLabel('Breed (optional)')).toHaveValue('Beagle');
  await page.setViewportSize({ width: 375, height: 812 });
  await form
    .getByLabel('Pet name (optional)')
    .evaluate((field) => field.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.screenshot({ path: 'docs/screenshots/referral-form-prefilled-375.png' });
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

  // The owner can still change what was filled in, and the request carries what they left.
  await form.getByLabel('Pet age (optional)').fill('9 and a half years');
  await form.getByLabel('Location').fill('Portland, OR');
  const sent = page.waitForResponse((res) => res.url().endsWith('/api/vet-referrals'));
  await form.getByRole('button', { name: 'Ask a vet' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({
    email: account.email,
    petName: 'Luna',
    petAge: '9 and a half years',
    petBreed: 'Beagle',
    scanId: scan.id,
  });
  await expect(form.getByRole('status')).toContainText('Vet referral requested!');
});
