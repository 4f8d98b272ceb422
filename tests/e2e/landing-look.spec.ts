import { expect, type Page, test } from '@playwright/test';

const PHONE = { width: 375, height: 667 };

const photoGuide = (page: Page) => page.getByRole('list', { name: 'How to take a good gum photo' });

test('on a 375 px phone the scanner is on the first screen, above the pet drawings', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const takePhoto = page.locator('#scan').getByRole('button', { name: 'Take Photo' });
  await expect(takePhoto).toBeInViewport({ ratio: 1 });
  // The dog and cat drawings (viewBox 240 x 240) come after the scanner on phones.
  const pets = page.locator('section[aria-labelledby="hero-heading"] svg[viewBox="0 0 240 240"]:visible');
  await expect(pets).toHaveCount(2);
  const buttonBox = await takePhoto.boundingBox();
  const petBox = await pets.first().boundingBox();
  expect(petBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height);
});

test('how it works shows three illustrated steps and the photo guide', async ({ page }) => {
  await page.goto('/');
  const steps = page.locator('#how-it-works > div > ol > li');
  await expect(steps).toHaveCount(3);
  for (const step of await steps.all()) {
    await expect(step.locator('svg[aria-hidden="true"]').first()).toBeVisible();
  }
  const guide = photoGuide(page);
  await expect(guide.getByRole('listitem')).toHaveCount(4);
  await expect(guide.getByRole('img', { name: /lifting the side of a dog’s lip/ })).toBeVisible();
  await expect(guide.getByRole('img', { name: /canine, the back teeth and the gum line/ })).toBeVisible();
});

test('About explains the steps with drawings and shows the photo guide', async ({ page }) => {
  await page.goto('/about');
  const about = page.getByRole('region', { name: 'How it works' });
  await expect(about.getByRole('listitem').first().locator('svg')).toBeVisible();
  await expect(photoGuide(page).getByRole('img')).toHaveCount(4);
});

test('on desktop the dog and cat peek over the scanner', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const pets = page.locator('#scan svg[viewBox="0 0 240 240"]');
  await expect(pets.first()).toBeInViewport();
  await expect(pets.last()).toBeInViewport();
});
