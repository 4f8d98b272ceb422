import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { choosePhoto, mouthPhotoFile } from './support/scan-photos.ts';

const widget = (page: Page) => page.locator('#scan');

test('a text file renamed x.jpg is refused from its first bytes, beside the buttons, and never reaches the crop step', async ({
  page,
}) => {
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/scans(\/locate)?$/.test(new URL(request.url()).pathname)) {
      uploads += 1;
    }
  });
  await page.goto('/');
  const input = page.getByTestId('scan-file-input');
  await expect(input).toBeEnabled();
  // The name and type say JPEG; only the content says otherwise.
  await input.setInputFiles({
    name: 'x.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('These are my notes about Rex, not a photo of his teeth.'),
  });

  const refusal = widget(page).getByRole('alert');
  await expect(refusal).toContainText('Invalid File Type');
  await expect(refusal).toContainText('“x.jpg” is not a photo');
  await expect(refusal).toContainText('Please select an image file (JPG, PNG, or WebP).');
  await expect(page.getByTestId('crop-step')).toHaveCount(0);
  await expect(widget(page).getByRole('button', { name: 'Upload File' })).toBeEnabled();
  expect(uploads).toBe(0);
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

  // A real photo next goes on to the crop step, and the refusal goes.
  await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
  await expect(page.getByTestId('crop-step')).toBeVisible();
  await expect(widget(page).getByTestId('file-problem')).toHaveCount(0);
});
