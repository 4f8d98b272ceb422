import { expect, type Page, test } from '@playwright/test';
import type { TScanResult } from '../../common/contracts/scans.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  ANALYSE_BUTTON,
  choosePhoto,
  mouthPhotoFile,
  scanPhoto,
  scanUrgentDogPhoto,
} from './support/scan-photos.ts';

const widget = (page: Page) => page.locator('#scan');
const hero = (page: Page) => page.getByRole('region', { name: /A healthier smile/ });
/** Headings of the marketing sections below the hero. */
const MARKETING = ['How PawSmile stays free', 'Check your pet’s smile today'];

async function guestScan(page: Page, gum: 'pale' | 'healthy' | 'inflamed'): Promise<TScanResult> {
  const scanned = page.waitForResponse(
    (res) => res.url().endsWith('/api/scans') && res.request().method() === 'POST',
  );
  // Pale gums are urgent for a dog only (docs/product-rules.md#gum-colour-alarms).
  if (gum === 'pale') await scanUrgentDogPhoto(page);
  else await scanPhoto(page, await mouthPhotoFile({ gum }));
  return (await (await scanned).json()) as TScanResult;
}

test.describe("a guest's result is never lost", () => {
  test('after an urgent result: reload, Back, a closed tab and cleared storage all lead back to it', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const scan = await guestScan(page, 'pale');
    expect(scan.severity).toBe('urgent');
    // The result itself says how to keep it.
    const keep = page.getByRole('region', { name: 'Create a free account to keep this result' });
    await expect(keep).toBeVisible();
    await expect(keep.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expectNoSeriousA11yViolations(page);

    // Reload keeps the result (docs/product-rules.md#guided-capture); Back returns to the uploader,
    // whose panel says the free scan is used, offers the result, and says signing up keeps it.
    await page.reload();
    await expect(page.getByTestId('scan-status-card')).toContainText('Urgent: see a vet now');
    await page.goBack();
    await expect(page).toHaveURL('/');
    const panel = widget(page);
    await expect(panel.getByRole('heading', { name: 'Free Scan Used' })).toBeVisible();
    await expect(panel.getByText('Create a free account to keep this result.')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'See your result' })).toHaveAttribute(
      'href',
      `/scans/${scan.id}`,
    );
    // The hero offers the same next step, never 'Start a Free Scan' beside 'You’ve used your free scan'.
    await expect(hero(page).getByText(/You’ve used your free scan/)).toBeVisible();
    // (The hero holds the scanner too: its own button comes first.)
    await expect(hero(page).getByRole('link', { name: 'See your result' }).first()).toHaveAttribute(
      'href',
      `/scans/${scan.id}`,
    );
    await expect(page.getByRole('link', { name: /Start a Free Scan/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Close the tab and forget everything this browser stored: the server still knows (guest cookie).
    await page.evaluate(() => window.localStorage.clear());
    await page.close();
    const again = await context.newPage();
    await again.goto('/');
    await widget(again).getByRole('link', { name: 'See your result' }).click();
    await expect(again).toHaveURL(`/scans/${scan.id}`);
    await expect(again.getByRole('heading', { level: 1, name: 'Scan result' })).toBeVisible();
    await expect(again.getByTestId('scan-status-card')).toContainText('Urgent: see a vet now');
    await expect(
      again.getByRole('region', { name: 'Create a free account to keep this result' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(again);

    // Back returns to the landing page, which still offers the result.
    await again.goBack();
    await expect(again).toHaveURL('/');
    await expect(widget(again).getByRole('link', { name: 'See your result' })).toBeVisible();
  });

  test('once the result moved into an account, a signed-out browser no longer offers it', async ({
    page,
  }) => {
    await page.goto('/');
    await guestScan(page, 'healthy');
    const signup = await page.request.post('/api/auth/signup', {
      data: {
        firstName: 'Kim',
        lastName: 'Keeper',
        email: `keeper-${Date.now()}@example.com`,
        password: 'secret-pass',
      },
    });
    expect(signup.status()).toBe(201);
    await page.goto('/api/logout');
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/');
    await expect(widget(page).getByRole('heading', { name: 'Free Scan Used' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your result' })).toHaveCount(0);
    await expect(widget(page).getByRole('link', { name: 'Create a free account' })).toBeVisible();
  });
});

test.describe('the landing page while a result shows', () => {
  test('on a phone the result replaces the marketing below it, which returns with Scan Another Image', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    for (const name of MARKETING) await expect(page.getByRole('heading', { name })).toBeVisible();
    const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);

    await guestScan(page, 'inflamed');
    for (const name of MARKETING) await expect(page.getByRole('heading', { name })).toHaveCount(0);
    const heightWithResult = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(heightWithResult).toBeLessThan(heightBefore);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Scan Another Image' }).click();
    for (const name of MARKETING) await expect(page.getByRole('heading', { name })).toBeVisible();
    // The final call to action offers the result, not another free scan.
    const finalCta = page.getByRole('region', { name: 'Check your pet’s smile today' });
    await expect(finalCta.getByRole('link', { name: 'See your result' })).toBeVisible();
    await expect(finalCta.getByRole('link', { name: /Start a Free Scan/ })).toHaveCount(0);
    await expect(finalCta.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});

test.describe('a shared network that used today’s guest scans', () => {
  /**
   * The e2e server allows 1000 guest scans per IP, so the refusal is the server's exact
   * answer for that case (pinned in tests/api/scans-quota.test.ts), served by page.route.
   */
  const NETWORK_LIMIT_BODY = {
    code: 'GUEST_LIMIT_EXCEEDED',
    message:
      'Too many free scans have been made from this network today. Sign up to get 1 scan per 7 days, or upgrade to Plus for unlimited scans.',
    requestId: '6f4cec38-676a-467a-8617-ca8c03e1465a',
    details: { reason: 'network_daily_limit' },
  };

  test("shows the server's reason and a signup button, keeps this browser's free scan, and stays put", async ({
    page,
  }) => {
    await page.route('**/api/scans', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify(NETWORK_LIMIT_BODY),
          })
        : route.fallback(),
    );
    await page.goto('/');
    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
    await page.getByRole('button', { name: ANALYSE_BUTTON }).click();

    const notice = page.getByRole('region', { name: 'Free scans paused on this network' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Too many free scans have been made from this network today.');
    await expect(notice).not.toContainText('GUEST_LIMIT_EXCEEDED');
    await expect(notice.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('heading', { name: 'Free Scan Used' })).toHaveCount(0);
    await expect(widget(page).getByRole('button', { name: 'Upload File' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('pawsmile.guestFreeScanUsed'))).toBeNull();
    await expectNoSeriousA11yViolations(page);

    // No redirect to log in (the old behaviour left after 2 s).
    await page.waitForTimeout(2500);
    await expect(page).toHaveURL('/');

    // This browser's own free scan is still there once the network allows it again.
    await page.unroute('**/api/scans');
    await scanPhoto(page, await mouthPhotoFile({ gum: 'healthy', seed: 4 }));
    await expect(page.getByRole('region', { name: 'Free scans paused on this network' })).toHaveCount(0);
  });
});
