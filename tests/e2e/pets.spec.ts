import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ANALYSE_BUTTON, choosePhoto, mouthPhotoFile, scanPhoto } from './support/scan-photos.ts';
import { planBadge, subscribeWithTestCard } from './support/subscribe.ts';
import { newAccount, toasts } from './web-auth.ts';

/** Signs up through the API; the browser context keeps the session cookie. */
async function signUp(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/signup', { data: newAccount() });
  expect(response.status()).toBe(201);
}

async function addPet(page: Page, name: string, species: 'Dog' | 'Cat', breed: string) {
  await page.getByRole('button', { name: /^Add (a|your first) pet$/ }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: species }).check();
  await page.getByLabel('Breed (optional)').fill(breed);
  await page.getByRole('radio', { name: 'Age in years' }).check();
  await page.getByLabel('Age in years', { exact: true }).last().fill('3');
  await page.getByRole('button', { name: 'Save pet' }).click();
  await expect(toasts(page).getByText(`${name} added`)).toBeVisible();
}

/** Plus shows everywhere once paid: the header badge, the home allowance, billing and pricing. */
async function expectPlusEverywhere(page: Page) {
  await expect(planBadge(page)).toHaveText('Plus');
  await expect(page.getByText('Unlimited', { exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Plus: plan and billing' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Plus plan/ })).toContainText('Active');
  await expect(page.getByTestId('plan-next')).toContainText('$9.99 (monthly)');
  await expect(page.getByRole('region', { name: 'Payment history' })).toContainText('$9.99');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Included in Plus' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Subscribe to Plus' })).toHaveCount(0);
  await expect(planBadge(page)).toHaveText('Plus');
}

test('a member subscribes with the test card, sees Plus everywhere, adds two pets, scans one twice, compares, sees the chart and opens the vet report', async ({
  page,
}) => {
  await signUp(page);
  await subscribeWithTestCard(page, 'monthly');
  await expectPlusEverywhere(page);

  await page.getByRole('banner').getByRole('link', { name: 'My Pets' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My pets' })).toBeVisible();
  await addPet(page, 'Rex', 'Dog', 'Beagle');
  await addPet(page, 'Mia', 'Cat', 'Siamese');
  await expect(page.getByRole('link', { name: /Rex/ })).toContainText('Beagle · about 3 years old');
  await expect(page.getByRole('link', { name: /Mia/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /Rex/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rex' })).toBeVisible();
  await page.getByRole('link', { name: 'Scan Rex' }).click();
  await expect(page.getByLabel('Which pet is this?')).toHaveValue(/.+/);
  await expect(page.getByLabel('Which pet is this?').locator('option:checked')).toHaveText('Rex');
  await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed' }));
  await expect(page.getByLabel('This scan is of').locator('option:checked')).toHaveText('Rex');
  await expect(page.getByRole('heading', { name: 'Detailed analysis' })).toBeVisible();
  await page.getByRole('button', { name: 'Scan Another Image' }).click();
  await expect(page.getByLabel('Which pet is this?').locator('option:checked')).toHaveText('Rex');
  await scanPhoto(page, await mouthPhotoFile({ gum: 'healthy' }));

  await page.getByRole('link', { name: 'My Pets' }).first().click();
  await page.getByRole('link', { name: /Rex/ }).click();
  await expect(page.getByRole('heading', { name: 'Complete history' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Complete history' }).locator('..').getByRole('listitem'),
  ).toHaveCount(2);
  await expect(page.getByTestId('progress-chart').locator('svg').first()).toBeVisible();
  // Two scans on one day are one point whose details list both (docs/product-rules.md, the progress chart).
  const chart = page.getByRole('slider', { name: /Chance of gum inflammation and tartar, 2 scans on / });
  await chart.focus();
  await expect(chart).toHaveAttribute('aria-valuemax', '1');
  await expect(chart).toHaveAttribute('aria-valuetext', /: 2 scans\. .*gums \d+%.*; .*gums \d+%/);
  await expect(page.getByTestId('progress-day').getByRole('listitem', { includeHidden: true })).toHaveCount(
    2,
  );
  await chart.press('Escape');
  await expect(page.getByTestId('progress-day')).toHaveCount(0);
  await page.getByLabel('Note (optional)').fill('Cleaning under anaesthesia');
  await page.getByRole('button', { name: 'Log it' }).click();
  await expect(toasts(page).getByText('Dental cleaning logged')).toBeVisible();
  await expect(page.getByText('Cleaning under anaesthesia')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Compare scans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Before and after: Rex' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What changed' })).toBeVisible();
  await expect(
    page.getByText(
      /^Gum inflammation is (less likely than before|more likely than before|about as likely as before): (likely|possible|unlikely) \(\d+%\) before, (likely|possible|unlikely) \(\d+%\) now(, though its index stayed at [0-3] of 3|; its index went from [0-3] to [0-3] of 3, by less than two photos of the same mouth can differ)?\.$/,
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('definition').filter({ hasText: /^(Likely|Possible|Unlikely) \(\d+%\)$/ }),
  ).toHaveCount(4);
  // The index with its words, from the same reading as the chance (common/reading-words.ts).
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: /^index [0-3] of 3 · (none|not confirmed|mild|moderate|severe)( if present)?$/ }),
  ).toHaveCount(4);
  await expect(page.getByText(/^(Better|Worse|No clear change)$/)).toBeVisible();
  await expect(page.getByTestId('compare-slider')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Before: / }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Rex' }).click();
  await page.getByRole('link', { name: 'Vet report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rex: dental screening report' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scans with photos (2)' })).toBeVisible();
  await expect(page.getByText('Cleaning under anaesthesia')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expectNoSeriousA11yViolations(page);
});

test('a Starter member keeps one pet and sees honest upgrade prompts', async ({ page }) => {
  await signUp(page);
  await page.goto('/pets');
  await addPet(page, 'Bo', 'Dog', 'Collie');
  await expect(page.getByRole('button', { name: 'Add a pet' })).toHaveCount(0);
  await expect(page.getByText('Starter keeps one pet profile')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Plus on the pricing page' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /Bo/ }).click();
  await expect(page.getByRole('heading', { name: 'Latest scans' })).toBeVisible();
  await expect(page.getByText('Track progress with Plus')).toBeVisible();
  await expect(page.getByText('Starter shows this pet’s latest 3 scans')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compare scans' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const petUrl = page.url();
  await page.goto(`${petUrl}/report`);
  await expect(page.getByText('The vet report is a Plus feature')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('choosing a cat pet sets the species: the scan is advised and stored as a cat', async ({ page }) => {
  await signUp(page);
  // Records each scan request's species: a JSON body naming the photo sent ahead, or the multipart
  // form (whose body Chromium does not expose when it holds a file).
  await page.addInitScript(() => {
    const sentSpecies: unknown[] = [];
    Object.assign(window, { sentSpecies });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input) === '/api/scans' && init?.body instanceof FormData) {
        sentSpecies.push(init.body.get('species'));
      } else if (String(input) === '/api/scans' && typeof init?.body === 'string') {
        sentSpecies.push((JSON.parse(init.body) as { species?: unknown }).species);
      }
      return send(input, init);
    };
  });
  await page.goto('/pets');
  await addPet(page, 'Luna', 'Cat', 'Tabby');
  await page.getByRole('link', { name: /Luna/ }).click();
  await page.getByRole('link', { name: 'Scan Luna' }).click();
  await choosePhoto(page, await mouthPhotoFile({ gum: 'inflamed' }));
  await expect(page.getByRole('button', { name: ANALYSE_BUTTON })).toBeVisible();

  const picker = page.getByLabel('Which pet is this?');
  const species = page.getByRole('group', { name: /^Your pet/ });
  // Without a pet the owner says dog or cat…
  await picker.selectOption({ label: 'No pet (decide later)' });
  await species.getByRole('radio', { name: 'Dog' }).check();
  // …and choosing the cat sets (and locks) the species from her profile.
  await picker.selectOption({ label: 'Luna' });
  await expect(species.getByRole('radio', { name: 'Cat' })).toBeChecked();
  await expect(species.getByRole('radio', { name: 'Cat' })).toBeDisabled();
  await expect(species.getByRole('radio', { name: 'Dog' })).toBeDisabled();
  await expect(species).toContainText('From Luna’s profile');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: ANALYSE_BUTTON }).click();
  await expect(page.getByRole('heading', { name: 'Your scan results' })).toBeVisible();
  await expect(page.getByTestId('result-species')).toHaveText(/Advice for a cat/);
  // The upload itself said cat, not the dog chosen before the pet.
  expect(await page.evaluate(() => (window as unknown as { sentSpecies: unknown }).sentSpecies)).toEqual([
    'cat',
  ]);

  const response = await page.request.get('/api/scans');
  expect(response.status()).toBe(200);
  const [stored] = (await response.json()).scans;
  expect(stored).toMatchObject({ species: 'cat' });
  expect(stored.advice).toMatch(/tooth resorption/);
});
