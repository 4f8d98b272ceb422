import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { makePlus } from './support/make-plus.ts';
import { ANALYSE_BUTTON, choosePhoto, mouthPhotoFile } from './support/scan-photos.ts';
import { newAccount } from './web-auth.ts';

/** A Plus member (several pets) with a dog and a cat, signed in through the API in this browser. */
async function memberWithDogAndCat(page: Page): Promise<void> {
  const signup = await page.request.post('/api/auth/signup', { data: newAccount() });
  expect(signup.status()).toBe(201);
  await makePlus((await signup.json()).user.id);
  for (const pet of [
    { name: 'Rex', species: 'dog' },
    { name: 'Luna', species: 'cat' },
  ]) {
    expect((await page.request.post('/api/pets', { data: pet })).status()).toBe(201);
  }
}

test('choosing the cat under "Which pet is this?" makes the scan a cat scan, on the result and its saved page', async ({
  page,
}) => {
  await memberWithDogAndCat(page);
  await page.goto('/home');
  const scanner = page.locator('#scan');
  const picker = scanner.getByLabel('Which pet is this?');
  // Two pets: the owner picks (default: decide later).
  await expect(picker).toHaveValue('');
  await choosePhoto(page, await mouthPhotoFile({ gum: 'inflamed' }));
  await expect(scanner.getByRole('button', { name: ANALYSE_BUTTON })).toBeVisible();

  const species = scanner.getByRole('group', { name: /^Your pet/ });
  const cat = species.getByRole('radio', { name: 'Cat' });
  const dog = species.getByRole('radio', { name: 'Dog' });
  // No pet yet: the owner may say dog or cat, or nothing.
  await expect(cat).not.toBeChecked();
  await expect(dog).not.toBeChecked();
  await expect(cat).toBeEnabled();

  await picker.selectOption({ label: 'Luna' });
  await expect(cat).toBeChecked();
  // Locked to her profile: a cat is not scanned as a dog by a slip (docs/product-rules.md#species).
  await expect(cat).toBeDisabled();
  await expect(dog).toBeDisabled();
  await expect(species).toContainText('From Luna’s profile. Choose “No pet” above to set it yourself.');
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
  // Another pet brings its own species.
  await picker.selectOption({ label: 'Rex' });
  await expect(dog).toBeChecked();
  await picker.selectOption({ label: 'Luna' });
  await expect(cat).toBeChecked();

  await scanner.getByRole('button', { name: ANALYSE_BUTTON }).click();
  await expect(page.getByRole('heading', { name: 'Your scan results' })).toBeVisible();
  await expect(scanner.getByTestId('result-species')).toHaveText(/Advice for a cat/);
  const scanId = new URL(page.url()).searchParams.get('scan');
  expect(scanId).toBeTruthy();

  // The stored scan is Luna's, and a cat's: its saved page says so and gives cat advice.
  await page.goto(`/scans/${scanId}`);
  await expect(page.getByTestId('result-species')).toHaveText(/Advice for a cat/);
  const stored = await (await page.request.get(`/api/scans/${scanId}`)).json();
  const luna = (await (await page.request.get('/api/pets')).json()).pets.find(
    (pet: { name: string }) => pet.name === 'Luna',
  );
  expect(stored).toMatchObject({ species: 'cat', petId: luna.id });
  expect(stored.advice).toMatch(/tooth resorption/i);
});
