import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  ANALYSE_BUTTON,
  choosePhoto,
  mouthPhotoFile,
  nonMouthPhotoFile,
  scanPhoto,
  scanUrgentDogPhoto,
  textFile,
} from './support/scan-photos.ts';

const widget = (page: import('@playwright/test').Page) => page.locator('#scan');

test.describe('scan widget (guest)', () => {
  test('a guest scans a photo, sees the result with its overlay, then is told the free scan is used', async ({
    page,
  }) => {
    await page.goto('/');
    const scanned = page.waitForResponse(
      (res) => res.url().endsWith('/api/scans') && res.request().method() === 'POST',
    );
    await expect(widget(page).getByText('JPG, PNG, WebP or AVIF, up to 15 MB')).toBeVisible();
    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
    await expect(page.getByTestId('crop-step')).toBeVisible();
    await page.getByRole('button', { name: ANALYSE_BUTTON }).click();

    const heading = page.getByRole('heading', { name: 'Your scan results' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    const { id: scanId } = (await (await scanned).json()) as { id: string };
    await expect(page.getByText('Scan Complete', { exact: true })).toBeVisible();
    const verdict = page.getByTestId('scan-status-card');
    await expect(verdict).toContainText('Healthy gums');
    await expect(verdict).toContainText(/(Fairly confident|Somewhat sure|Not very sure) \(confidence \d+%\)/);
    await expect(verdict).toContainText('not a diagnosis');
    await expect(page.getByTestId('next-steps').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText(/This is a screening, not a diagnosis/)).toBeVisible();

    const overlay = page.getByTestId('scan-overlay');
    await expect(overlay).toBeVisible();
    expect(await overlay.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    // The key names every line colour the overlay draws: on a healthy result, only the gum line.
    const legend = page.getByRole('list', { name: 'What the lines on the photo mean' });
    await expect(legend.getByRole('listitem')).toHaveText(['Pink gum edge we checked, next to the teeth']);
    const toggle = page.getByRole('switch', { name: 'Show what we saw' });
    await toggle.click();
    await expect(overlay).toBeHidden();
    await expect(legend).toBeHidden();
    await toggle.click();
    await expect(overlay).toBeVisible();
    await expect(legend).toBeVisible();

    await expectNoSeriousA11yViolations(page);

    // Second attempt in the same browser: blocked before any upload.
    await page.getByRole('button', { name: 'Scan Another Image' }).click();
    await expect(widget(page).getByRole('heading', { name: 'Free Scan Used' })).toBeVisible();
    // /trial is the same free scan, so the panel offers an account instead of looping there.
    await expect(widget(page).getByRole('link', { name: 'Try Free Scan First' })).toHaveCount(0);
    await expect(widget(page).getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(widget(page).getByText('Sign up to get 1 scan every 7 days')).toBeVisible();
    await expect(widget(page).getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(page.getByText('Your first scan is free')).toHaveCount(0);
    await expect(widget(page).getByRole('button', { name: 'Upload File' })).toHaveCount(0);

    await page.reload();
    await expect(widget(page).getByRole('heading', { name: 'Free Scan Used' })).toBeVisible();

    // Leaving the page loses the widget's state, but not the guest's result.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await nav.getByRole('link', { name: 'Scan', exact: true }).click();
    await widget(page).getByRole('link', { name: 'See your result' }).click();
    await expect(page).toHaveURL(`/scans/${scanId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Scan result' })).toBeVisible();
    await expect(page.getByTestId('scan-overlay')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Show what we saw' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'What the lines on the photo mean' })).toContainText(
      'Pink gum edge we checked, next to the teeth',
    );
  });

  test('a remembered result that is gone is reported plainly and no longer offered', async ({ page }) => {
    await page.goto('/');
    await scanPhoto(page, await mouthPhotoFile({ gum: 'healthy', seed: 5 }));
    await page.getByRole('button', { name: 'Scan Another Image' }).click();
    await widget(page).getByRole('link', { name: 'See your result' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scan result' })).toBeVisible();

    // The guest deletes it: the panel stops offering it.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete scan' }).click();
    await expect(page).toHaveURL('/');
    await expect(widget(page).getByRole('heading', { name: 'Free Scan Used' })).toBeVisible();
    await expect(widget(page).getByRole('link', { name: 'See your result' })).toHaveCount(0);

    // A stale id this browser remembers (say, a scan since saved to an account) is not offered:
    // the server, which knows the guest's scans from its cookie, has none left.
    await page.evaluate(() => window.localStorage.setItem('pawsmile.guestFreeScanResultId', 'no-such-scan'));
    await page.reload();
    await expect(widget(page).getByRole('heading', { name: 'Free Scan Used' })).toBeVisible();
    await expect(widget(page).getByRole('link', { name: 'See your result' })).toHaveCount(0);
    // Opened anyway (an old bookmark), it gets a plain not-found page.
    await page.goto('/scans/no-such-scan');
    await expect(page.getByRole('heading', { level: 1, name: 'Scan Not Found' })).toBeVisible();
    await expect(page.getByText(/no longer available in this browser/)).toBeVisible();
  });

  test('the server refuses a second guest scan even when this browser forgot the first', async ({ page }) => {
    await page.goto('/');
    await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed', tartar: true }));
    await page.evaluate(() => window.localStorage.clear());
    // Normally the server's guest summary shows 'Free Scan Used' at once (tests/e2e/guest-result.spec.ts);
    // without it (the request failed) the upload itself is refused.
    await page.route('**/api/guest/scans', (route) => route.abort());
    // A fresh visit to the uploader (a reload would keep the result's step).
    await page.goto('/');

    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy', seed: 3 }));
    await page.getByRole('button', { name: ANALYSE_BUTTON }).click();
    await expect(page.getByText('Free Scan Used').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  });

  test('a photo with no mouth is unclear, shows retake tips and does not use the free scan', async ({
    page,
  }) => {
    await page.goto('/');
    await scanPhoto(page, await nonMouthPhotoFile());
    const card = page.getByTestId('scan-status-card');
    await expect(card).toContainText('Photo unclear');
    await expect(card).toContainText('What to do');

    await page.getByRole('button', { name: 'Scan Another Image' }).click();
    await expect(widget(page).getByRole('button', { name: 'Upload File' })).toBeVisible();
  });

  test("a dog's pale gums are urgent and lead to a vet", async ({ page }) => {
    // A phone's width: the overlay's key wraps under the photo and stays readable.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    // Urgent from a photo alone only for a dog (docs/product-rules.md#gum-colour-alarms).
    await scanUrgentDogPhoto(page);
    await expect(page.getByTestId('scan-status-card')).toContainText('Urgent: see a vet now');
    await expect(
      page.getByRole('list', { name: 'What the lines on the photo mean' }).getByRole('listitem'),
    ).toHaveText(['Unusual gum colour']);
    await expect(page.getByRole('link', { name: /Find an emergency vet near me/ })).toBeVisible();
    const finder = page.getByRole('link', { name: 'Find a PawSmile partner vet' });
    await expect(finder).toHaveAttribute('href', '/find-vets');
    await expectNoSeriousA11yViolations(page);
    await finder.click();
    await expect(page).toHaveURL(/\/find-vets$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Local Veterinary Partners' }),
    ).toBeVisible();
  });

  test('a file that is not a photo is refused before upload', async ({ page }) => {
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/scans') && request.method() === 'POST') uploads += 1;
    });
    await page.goto('/');
    await choosePhoto(page, await textFile());
    await expect(page.getByText('Invalid File Type', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Please select an image file (JPG, PNG, or WebP).', { exact: true }),
    ).toBeVisible();
    expect(uploads).toBe(0);
  });
});

test.describe('saved scans (member)', () => {
  test('a member sees when the next scan is due, opens the scan from the dashboard and deletes it', async ({
    page,
  }) => {
    const email = `scan-owner-${Date.now()}@example.com`;
    const signup = await page.request.post('/api/auth/signup', {
      data: { firstName: 'Sam', lastName: 'Owner', email, password: 'correct-horse' },
    });
    expect(signup.status()).toBe(201);

    await page.goto('/');
    await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed' }));
    // Starter's one scan per window is used: the widget says when the next one comes instead of uploading.
    await page.getByRole('button', { name: 'Scan Another Image' }).click();
    await expect(widget(page).getByRole('heading', { name: /Next free scan:/ })).toBeVisible();
    await expect(widget(page).getByRole('button', { name: 'Upload File' })).toHaveCount(0);
    // 'Scans left: 0 of 1': the bar shows what is left, so it is empty.
    await expect(page.getByRole('progressbar', { name: 'Scans left' })).toHaveAttribute('aria-valuenow', '0');
    expect(
      await page.getByTestId('scans-left-bar').evaluate((bar) => bar.getBoundingClientRect().width),
    ).toBe(0);

    const recent = page.getByRole('region', { name: 'Recent scans' });
    await recent
      .getByRole('link', { name: /Open this scan/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/scans\/[\w-]+$/);
    const scanId = page.url().split('/').pop();
    await expect(page.getByRole('heading', { level: 1, name: 'Scan result' })).toBeVisible();
    await expect(page.getByTestId('scan-overlay')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'What the lines on the photo mean' }).getByRole('listitem'),
    ).toContainText(['Gum edge redder than the gum around it']);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this scan?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete scan' }).click();
    await expect(page.getByText('Scan Deleted', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/scans/${scanId}`);
    await expect(page.getByRole('heading', { name: 'Scan Not Found' })).toBeVisible();
  });
});
