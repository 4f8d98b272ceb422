import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { makePlus } from './support/make-plus.ts';
import { mouthPhotoFile } from './support/scan-photos.ts';
import { newAccount } from './web-auth.ts';

/** Plus's detailed analysis says what each reading means in plain words, the raw number after
 * (docs/product-rules.md#pets-and-plus). */
test('the detailed analysis puts each reading in plain words, with the measured number in small print', async ({
  page,
}) => {
  const signup = await page.request.post('/api/auth/signup', { data: newAccount() });
  expect(signup.status()).toBe(201);
  await makePlus((await signup.json()).user.id);
  const photo = await readFile(await mouthPhotoFile({ gum: 'inflamed' }));
  const scanned = await page.request.post('/api/scans', {
    multipart: { image: { name: 'pet.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(scanned.status()).toBe(201);

  await page.goto(`/scans/${(await scanned.json()).id}`);
  await expect(page.getByRole('heading', { name: 'Detailed analysis' })).toBeVisible();
  const readings = page.getByRole('heading', { name: 'The readings behind each grade' }).locator('..');
  const chance = readings.getByRole('term').filter({ hasText: 'Chance of gum inflammation' }).locator('..');
  await expect(chance.getByRole('definition').first()).toHaveText(
    /(graded (mild|moderate|severe) gum inflammation \(\d of 3\)(, if present: .*)?|no gum inflammation graded, .*)\.$/,
  );
  await expect(chance.getByText(/^Measured \d+%/)).toBeVisible();
  // No colour-science terms, not even in the small print: the figures' meaning in plain words.
  const edge = readings.getByRole('term').filter({ hasText: 'Redness at the gum edge' }).locator('..');
  await expect(edge.getByRole('definition').last()).toContainText(
    'three quarters of the gum edge stay below, on the same scale',
  );
  const panel = page.getByRole('heading', { name: 'Detailed analysis' }).locator('..');
  await expect(panel).not.toContainText(/Lab a\*|\ba\*|L\*|percentile|Löe|calibrated/);
  await expect(
    panel.getByRole('term').filter({ hasText: 'Gum inflammation (gum index, 0 to 3)' }),
  ).toBeVisible();
  await expect(readings.getByRole('term')).toHaveCount(10);
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
});
