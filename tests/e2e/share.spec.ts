import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { mouthPhotoFile, scanPhoto } from './support/scan-photos.ts';

/** Replaces window.open so the share buttons' targets can be read without leaving the test's network. */
async function captureWindowOpen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const opened: string[][] = [];
    (window as unknown as { opened: string[][] }).opened = opened;
    window.open = (...args: unknown[]) => {
      opened.push(args.map(String));
      return null;
    };
  });
}

/** The toast's own text, not Radix's screen-reader copy of it. */
const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

const openedUrls = (page: Page) => page.evaluate(() => (window as unknown as { opened: string[][] }).opened);

test.describe('sharing a scan result', () => {
  test('a guest shares a result, a stranger opens it, previews carry Open Graph tags, and revoking ends it', async ({
    page,
    browser,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Beacon bodies are invisible to Playwright, so this page uses the sender's fetch fallback.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined });
    });
    await page.goto('/');
    await scanPhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
    // A healthy result gets the share card but neither the vet referral form nor the signup prompt.
    await expect(page.getByRole('heading', { name: 'Get referred to a partner vet' })).toHaveCount(0);

    const shareButton = page.getByRole('button', { name: 'Share Results' });
    await shareButton.click();
    await expect(toast(page, 'Sharing enabled!')).toBeVisible();
    const linkInput = page.getByLabel('Public link');
    const shareUrl = await linkInput.inputValue();
    const origin = new URL(page.url()).origin;
    expect(shareUrl).toMatch(new RegExp(`^${origin}/share/[A-Za-z0-9_-]{24}$`));

    const analytics = page.waitForRequest(
      (req) => req.url().endsWith('/api/events') && (req.postData() ?? '').includes('scan_shared'),
    );
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toast(page, 'Link copied!')).toBeVisible();
    // Batched and sent within about 2 s; only the platform, nothing personal.
    const sent = JSON.parse((await analytics).postData() ?? '{}') as { events: unknown[] };
    expect(sent.events).toContainEqual({ name: 'scan_shared', props: { platform: 'link' } });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

    await captureWindowOpen(page);
    await page.getByRole('button', { name: /Share on Twitter/ }).click();
    await page.getByRole('button', { name: /Share on Facebook/ }).click();
    await page.getByRole('button', { name: /Share on WhatsApp/ }).click();
    const encoded = encodeURIComponent(shareUrl);
    const opened = await openedUrls(page);
    expect(opened.map(([url]) => url)).toEqual([
      expect.stringMatching(
        new RegExp(`^https://twitter\\.com/intent/tweet\\?text=.+&url=${escapeRe(encoded)}$`),
      ),
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      expect.stringMatching(new RegExp(`^https://wa\\.me/\\?text=.+${escapeRe(encoded)}$`)),
    ]);
    expect(
      opened.every(([, target, features]) => target === '_blank' && features === 'noopener,noreferrer'),
    ).toBe(true);

    // A stranger: a fresh browser context with no cookies.
    const stranger = await browser.newContext();
    const sharedPage = await stranger.newPage();
    await sharedPage.goto(shareUrl);
    await expect(
      sharedPage.getByRole('heading', { level: 1, name: 'A pet’s dental scan result' }),
    ).toBeVisible();
    await expect(sharedPage).toHaveTitle(/Shared dental scan/);
    await expect(sharedPage.getByTestId('shared-status')).toContainText('Healthy gums');
    await expect(sharedPage.getByTestId('shared-status')).toHaveAttribute('data-tone', 'healthy');
    const photo = sharedPage.getByRole('img', { name: /The pet’s mouth/ });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // 555 CSS px at 1x: the 800 px copy is enough, so the page loads it, not the 2000 px photo.
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/medium$/);
    await expect(
      sharedPage.getByRole('list', { name: 'What the lines on the photo mean' }).getByRole('listitem'),
    ).toHaveText(['Pink gum edge we checked, next to the teeth']);
    await expect(sharedPage.getByText(/This is a screening, not a diagnosis/)).toBeVisible();
    await expect(
      sharedPage.getByText(/1 free scan without an account, then 1 scan every 7 days/),
    ).toBeVisible();
    await expect(sharedPage.getByRole('link', { name: 'Scan your pet' })).toHaveAttribute('href', '/trial');
    await expect(sharedPage.locator('body')).not.toContainText(/30 seconds|unlimited free scans/i);
    await expectNoSeriousA11yViolations(sharedPage);
    // Headings step down one level at a time (no h1 → h3 jump) for screen-reader navigation.
    const levels = await sharedPage
      .locator('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i += 1) expect(levels[i] - levels[i - 1]).toBeLessThanOrEqual(1);

    // Link previews: the server fills the tags in, no JavaScript needed.
    const html = await (await request.get(shareUrl)).text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]*PawSmile[^"]*">/);
    expect(html).toContain(`<meta property="og:image" content="${origin}/media/share/`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');

    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(toast(page, 'Sharing stopped')).toBeVisible();
    await expect(shareButton).toBeVisible();

    await sharedPage.reload();
    await expect(sharedPage.getByRole('heading', { name: 'Scan Not Found' })).toBeVisible();
    await expect(sharedPage.getByText('This shared scan link is invalid or has been removed.')).toBeVisible();
    const revoked = await request.get(shareUrl);
    expect(revoked.status()).toBe(404);
    expect(await revoked.text()).toContain('<meta property="og:title" content="Scan Not Found');

    // Sharing again makes a new link; the old one stays dead.
    await shareButton.click();
    await expect(linkInput).not.toHaveValue(shareUrl);
    await expect(linkInput).toHaveValue(/\/share\/[A-Za-z0-9_-]{24}$/);
    await stranger.close();
  });

  test('a made-up link shows Scan Not Found with a way home', async ({ page }) => {
    await page.goto('/share/this-link-does-not-exist');
    await expect(page.getByRole('heading', { name: 'Scan Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/Scan Not Found/);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
