import { expect, test } from '@playwright/test';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { newAccount } from './web-auth.ts';

/**
 * A pet's or scan's page that the member cannot open answers the page load with 404 and shows the
 * app's not-found content; another member's pet and scan read exactly like made-up ids.
 */
test("a missing or another member's pet or scan answers 404 and shows its not-found page", async ({
  page,
  browser,
}) => {
  const owner = await browser.newContext();
  expect((await owner.request.post('/api/auth/signup', { data: newAccount() })).status()).toBe(201);
  const pet = await owner.request.post('/api/pets', { data: { name: 'Luna', species: 'dog' } });
  const petId = (await pet.json()).id as string;
  const photo = await makeMouthPhoto({ gum: 'healthy', format: 'jpeg' });
  const scan = await owner.request.post('/api/scans', {
    multipart: { image: { name: 'luna.jpg', mimeType: 'image/jpeg', buffer: photo }, species: 'dog', petId },
  });
  const scanId = (await scan.json()).id as string;
  const ownerPage = await owner.newPage();
  expect((await ownerPage.goto(`/pets/${petId}`))?.status()).toBe(200);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Luna' })).toBeVisible();
  await owner.close();

  expect((await page.request.post('/api/auth/signup', { data: newAccount() })).status()).toBe(201);
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/pets/zzz', `/pets/${petId}`]) {
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Pet Not Found' })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  for (const path of ['/scans/zzz', `/scans/${scanId}`]) {
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Scan Not Found' })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('scan-not-found-375.png') });
});
