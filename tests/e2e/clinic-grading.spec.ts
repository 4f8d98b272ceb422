import { expect, type Page, test } from '@playwright/test';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { addOptedInScans, setUpGradingClinic } from './support/grading-clinic.ts';
import { seedBlindGrades } from './support/grading-seed.ts';
import { logInViaUi, newAccount, signUpViaUi } from './web-auth.ts';

const stamp = `${Date.now()}`;
const admin = { email: `grading-admin-${stamp}@example.com`, password: 'admin pass 123' };
const vet = { email: `grading-vet-${stamp}@example.com`, password: 'gums and teeth 7' };
/** An unexpected console error fails the test (tests/e2e/guest-session-check.spec.ts does the same). */
function failOnConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

let scanId = '';

test.describe
  .serial('vet grading', () => {
    test.beforeAll(async ({ browser }) => {
      await setUpGradingClinic(browser, { stamp, admin, vet });
    });

    test('the agreement page shows figures from seeded grades', async ({ page }) => {
      const errors = failOnConsoleErrors(page);
      await logInViaUi(page, admin.email, admin.password);
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto('/admin/grading');
      await expect(page.getByRole('heading', { level: 1, name: 'Vet grading' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No blind grades yet' })).toBeVisible();

      // The hand-computed example of server/services/admin/weighted-kappa.test.ts: gingival kappa 0.75;
      // one photo the gate refused that the vet called usable.
      await seedBlindGrades([
        [0, 0, 0, 0, 'healthy'],
        [1, 1, 1, 1, 'inflamed'],
        [2, 2, 1, 2, 'inflamed'],
        [3, 3, 2, 3, 'tartar'],
        [null, null, 1, 1, 'unclear'],
      ]);
      await page.reload();
      await expect(page.getByText('Gingival kappa')).toBeVisible();
      await expect(page.getByText('0.75', { exact: true })).toBeVisible();
      await expect(page.getByText('Gingival index: kappa 0.75 on 4 pairs')).toBeVisible();
      await expect(page.getByText('Calculus index: kappa 1.00 on 4 pairs')).toBeVisible();
      await expect(page.getByText(/Photos the analyser refused as unclear .*: 1\./)).toBeVisible();
      await expect(page.getByRole('link', { name: /Scan of .*/ })).toHaveCount(1);
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

      await page.goto('/admin');
      await expect(page.getByRole('link', { name: 'Vet Grading' })).toHaveAttribute('href', '/admin/grading');
      expect(errors).toEqual([]);
    });

    test('an owner opts in on the account page and scans', async ({ page }) => {
      const owner = newAccount();
      await signUpViaUi(page, owner);
      await page.goto('/account');
      const consent = page.getByRole('checkbox', {
        name: 'Let partner vets use my pets’ photos to improve PawSmile’s analysis',
      });
      await expect(consent).not.toBeChecked();
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
      await consent.check();
      await expect(page.getByText('Thank you. Partner vets may now grade your pets’ photos.')).toBeVisible();
      await page.reload();
      await expect(consent).toBeChecked();

      const photo = await makeMouthPhoto({ gum: 'inflamed', tartar: true, format: 'jpeg' });
      const scan = await page.request.post('/api/scans', {
        multipart: { image: { name: 'rex.jpg', mimeType: 'image/jpeg', buffer: photo }, species: 'dog' },
      });
      expect(scan.status()).toBe(201);
      scanId = (await scan.json()).id;
    });

    test('a vet grades blind and sees the analyser only after saving', async ({ page }) => {
      const errors = failOnConsoleErrors(page);
      await logInViaUi(page, vet.email, vet.password);
      await expect(page).toHaveURL(/\/clinic/);
      await page.goto(`/clinic/grading?scan=${scanId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Grading' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Grade this photo' });
      await expect(form).toBeVisible();
      await expect(page.getByRole('img', { name: 'The dog’s mouth to grade' })).toBeVisible();
      await expect(page.getByText(/Analyser/)).toHaveCount(0);
      await expect(page.getByText(/Inflamed gums|Tartar build-up/)).toHaveCount(0);
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

      // Saving without answers names what is missing.
      await form.getByRole('button', { name: 'Save grade' }).click();
      await expect(form.getByText('Say whether the photo is usable.')).toBeVisible();

      await form.getByRole('radio', { name: 'Usable', exact: true }).check();
      await form
        .getByRole('group', { name: 'Gingival index (Löe–Silness)' })
        .getByRole('radio', { name: /^2/ })
        .check();
      await form.getByRole('group', { name: 'Calculus index' }).getByRole('radio', { name: /^1/ }).check();
      await form.getByRole('radio', { name: 'Red' }).check();
      await form.getByLabel('Note (optional)').fill('Marginal redness, upper premolars.');
      await form.getByRole('button', { name: 'Save grade' }).click();

      const comparison = page.getByRole('region', { name: 'Your grade beside the analyser’s' });
      await expect(page.getByRole('heading', { name: 'The analyser’s reading' })).toBeVisible();
      await expect(comparison).toBeVisible();
      await expect(comparison.getByRole('columnheader', { name: 'Analyser' })).toBeVisible();
      await expect(comparison.getByRole('row', { name: /Gingival index 2/ })).toBeVisible();
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

      // The graded scan leaves this vet's queue.
      const queue = await (await page.request.get('/api/clinic/grading')).json();
      expect(queue.items.map((item: { scanId: string }) => item.scanId)).not.toContain(scanId);
      // Opened again, it says it was graded instead of offering a second grade.
      await page.goto(`/clinic/grading?scan=${scanId}`);
      await expect(page.getByText(/You graded this photo on/)).toBeVisible();
      await expect(page.getByRole('form', { name: 'Grade this photo' })).toHaveCount(0);
      await expect(comparison).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('after saving, the reading stays beside the grade until the vet asks for the next photo', async ({
      page,
      browser,
    }) => {
      const errors = failOnConsoleErrors(page);
      const waiting = await addOptedInScans(browser, { stamp, count: 2, label: 'reveal' });
      await logInViaUi(page, vet.email, vet.password);
      await expect(page).toHaveURL(/\/clinic/);
      // Without ?scan= the page grades the queue's first photo, the one that leaves the queue on saving.
      await page.goto('/clinic/grading');
      const form = page.getByRole('form', { name: 'Grade this photo' });
      await expect(form).toBeVisible();
      await form.getByRole('radio', { name: 'Usable', exact: true }).check();
      await form
        .getByRole('group', { name: 'Gingival index (Löe–Silness)' })
        .getByRole('radio', { name: /^1/ })
        .check();
      await form.getByRole('group', { name: 'Calculus index' }).getByRole('radio', { name: /^2/ }).check();
      await form.getByRole('radio', { name: 'Normal (pink)' }).check();
      const queueRefreshed = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/clinic/grading' && response.ok(),
      );
      await form.getByRole('button', { name: 'Save grade' }).click();

      const reading = page.getByRole('region', { name: 'The analyser’s reading' });
      await expect(reading.getByRole('heading', { name: 'The analyser’s reading' })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Grade saved.' })).toHaveText(
        'Grade saved. The analyser’s reading of this photo is shown.',
      );
      const graded = new URL(page.url()).searchParams.get('scan') ?? '';
      expect(graded).not.toBe('');
      // The saved scan has left the queue, and the page still shows its reading: nothing moves on alone.
      await queueRefreshed;
      await expect(page.getByRole('heading', { name: 'To grade (1)' })).toBeVisible();
      await expect(reading).toBeVisible();
      await expect(reading.getByText('The analyser said')).toBeVisible();
      await expect(reading.getByRole('row', { name: /Gingival index 1/ })).toBeVisible();
      await expect(reading.getByRole('heading', { name: 'Gum and tartar scores' })).toBeVisible();
      await expect(reading.getByText(/(likely|possible|unlikely) \(\d+%\)/i).first()).toBeVisible();
      await expect(reading.getByTestId('scan-overlay')).toBeVisible();
      await expect(reading.getByRole('img', { name: 'The dog’s mouth you graded' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`scan=${graded}`));
      await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

      await reading.getByRole('button', { name: 'Next photo' }).click();
      await expect(page).not.toHaveURL(new RegExp(`scan=${graded}`));
      await expect(form).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Grade this photo' })).toBeFocused();
      await expect(page.getByRole('heading', { name: 'The analyser’s reading' })).toHaveCount(0);
      // The earlier scans of this file are graded, so the queue held the two just added, oldest first.
      expect([graded, new URL(page.url()).searchParams.get('scan')]).toEqual(waiting);
      expect(errors).toEqual([]);
    });
  });
