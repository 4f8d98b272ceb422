import { writeFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { plusOwnerWithHistory, type THistoryScan } from '../e2e/support/pet-history.ts';

const OUT = 'docs/screenshots';
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
/** An A4 page at 96 px per inch, inside the report's 10 mm margins (web/src/styles.css @page). */
const A4_CONTENT = { width: 718, height: 1047 };
const HIDE_FLOATING = `header.sticky, [aria-label^="Notifications"], [role="dialog"] { visibility: hidden !important; }`;

/**
 * Thirteen months of a dog's scans: worse, then a cleaning, then better; two scans on one day (a retake)
 * and one last year, so the chart's axis and the dates show the year.
 */
const HISTORY: THistoryScan[] = [
  { gum: 'inflamed', tartar: true, daysAgo: 400 },
  { gum: 'inflamed', tartar: true, daysAgo: 240 },
  { gum: 'inflamed', daysAgo: 180 },
  { gum: 'healthy', tartar: true, daysAgo: 120 },
  { gum: 'healthy', daysAgo: 60 },
  { gum: 'inflamed', daysAgo: 14, hour: 9 },
  { gum: 'healthy', daysAgo: 14, hour: 18 },
  { gum: 'healthy', daysAgo: 2 },
];

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

async function logCleaning(page: Page, petId: string, daysAgo: number) {
  const day = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const response = await page.request.post(`/api/pets/${petId}/events`, {
    data: { kind: 'cleaning', occurredOn: day, note: 'Scale and polish under anaesthesia' },
  });
  expect(response.status()).toBe(201);
}

test('progress chart, vet report and its print, and the report through a vet link', async ({
  page,
  browser,
}) => {
  const { petId } = await plusOwnerWithHistory(page, HISTORY);
  await logCleaning(page, petId, 150);

  await page.goto(`/pets/${petId}`);
  const progress = page.locator('section', { has: page.getByRole('heading', { name: 'Progress' }) });
  await expect(progress.getByTestId('progress-chart').locator('svg').first()).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await settle(page);
    await progress.screenshot({ path: `${OUT}/progress-chart-${size.width}.png`, style: HIDE_FLOATING });
  }
  // A day with two scans lists both when its point is chosen.
  await page.getByRole('slider').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('progress-day')).toContainText('2 scans');
  await settle(page);
  await progress.screenshot({ path: `${OUT}/progress-chart-day-1280.png`, style: HIDE_FLOATING });

  await page.goto(`/pets/${petId}/report`);
  await expect(page.getByRole('heading', { level: 1, name: /dental screening report/ })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await settle(page);
    await page.screenshot({
      path: `${OUT}/vet-report-${size.width}.png`,
      fullPage: true,
      style: HIDE_FLOATING,
    });
  }

  // On paper: the page as print media lays it out at an A4 page's width, and the PDF Chromium makes.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize(A4_CONTENT);
  await settle(page);
  await page.screenshot({ path: `${OUT}/vet-report-print.png`, fullPage: true });
  // For a look at the real pages (e.g. `pdftoppm -png test-results/vet-report.pdf`).
  await writeFile(
    'test-results/vet-report.pdf',
    await page.pdf({ preferCSSPageSize: true, printBackground: true }),
  );

  await page.emulateMedia({ media: 'screen' });

  // The owner's link panel with a fresh link, then the report as the vet opens it, signed out.
  await page.setViewportSize(WIDTHS[0]);
  await page.getByRole('button', { name: 'Make a link for the vet' }).click();
  const field = page.getByLabel('Link for the vet');
  await expect(field).toHaveValue(/vet-report/);
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Send it to your vet' }) });
  await settle(page);
  await panel.screenshot({ path: `${OUT}/vet-link-panel-375.png`, style: HIDE_FLOATING });
  const vetContext = await browser.newContext();
  const vet = await vetContext.newPage();
  await vet.goto(await field.inputValue());
  await expect(vet.getByRole('heading', { level: 1, name: /dental screening report/ })).toBeVisible();
  for (const size of WIDTHS) {
    await vet.setViewportSize(size);
    await settle(vet);
    await vet.screenshot({
      path: `${OUT}/vet-link-report-${size.width}.png`,
      fullPage: true,
      style: HIDE_FLOATING,
    });
  }
  await page.getByRole('button', { name: /^Revoke the link made/ }).click();
  await expect(page.getByText(/revoked/).first()).toBeVisible();
  await vet.reload();
  await expect(vet.getByRole('heading', { level: 1, name: 'This link was revoked' })).toBeVisible();
  await vet.setViewportSize(WIDTHS[0]);
  await settle(vet);
  await vet.screenshot({ path: `${OUT}/vet-link-revoked-375.png` });
  await vetContext.close();
});
