import { expect, test } from '@playwright/test';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { E2E_DATA_DIR } from './support/e2e-env.ts';
import { plusOwnerWithHistory, type THistoryScan } from './support/pet-history.ts';

/** Six scans with findings: the fullest report there is (REPORT_SCAN_COUNT). */
const SIX_SCANS: THistoryScan[] = [
  { gum: 'inflamed', tartar: true, daysAgo: 200 },
  { gum: 'inflamed', daysAgo: 160 },
  { gum: 'healthy', tartar: true, daysAgo: 120 },
  { gum: 'inflamed', tartar: true, daysAgo: 80 },
  { gum: 'inflamed', daysAgo: 40 },
  { gum: 'healthy', tartar: true, daysAgo: 1 },
];

test('the vet report prints on one A4 page, without the site around it or a stray band below', async ({
  page,
}) => {
  const { petId } = await plusOwnerWithHistory(page, SIX_SCANS);
  for (const note of ['Scale and polish under anaesthesia', 'Check-up, gums red at the back']) {
    const day = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const kind = note.startsWith('Scale') ? 'cleaning' : 'vet_visit';
    const event = await page.request.post(`/api/pets/${petId}/events`, {
      data: { kind, occurredOn: day, note },
    });
    expect(event.status()).toBe(201);
  }
  await page.goto(`/pets/${petId}/report`);
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'Send it to your vet' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Rex: dental screening report' })).toBeVisible();
  for (const hidden of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('heading', { name: 'Send it to your vet' }),
    page.getByRole('button', { name: 'Print or save as PDF' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  // White paper under the report, so "Background graphics" prints no cream band below it.
  const paper = await page.evaluate(() =>
    [document.documentElement, document.body].map((e) => getComputedStyle(e).backgroundColor),
  );
  expect(paper).toEqual(['rgb(255, 255, 255)', 'rgb(255, 255, 255)']);
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  // Chromium writes each page's dictionary uncompressed: one "/Type /Page" per sheet of paper.
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
});

/**
 * QA's Rex (docs/product-rules.md#pets-and-plus, the vet report): his worst scan is his first, well over a
 * year ago, and two photos were unclear. The report keeps the first and worst on a card, lists the year's
 * other scans in a table, says how many older ones it leaves out, and still fits two A4 pages.
 */
const LONG_HISTORY: THistoryScan[] = [
  { gum: 'inflamed', tartar: true, daysAgo: 500 },
  { gum: 'healthy', daysAgo: 420 },
  ...[300, 200, 120, 80, 40, 20, 10, 5].map((daysAgo) => ({ gum: 'healthy' as const, daysAgo })),
  { gum: 'healthy', daysAgo: 6, hour: 12 },
  { gum: 'healthy', daysAgo: 1 },
  { gum: 'healthy', daysAgo: 0, hour: 8 },
];

/** Marks scans as the analyser marks a photo it could not grade (no synthetic photo comes out unclear). */
async function makeUnclear(scanIds: string[]): Promise<void> {
  const db = createDb(loadConfig({ DATA_DIR: E2E_DATA_DIR }).database);
  try {
    await db
      .updateTable('scans')
      .set({ status: 'unclear', severity: 'normal', gingival_index: null, calculus_index: null })
      .where('id', 'in', scanIds)
      .execute();
  } finally {
    await db.destroy();
  }
}

test('the vet report keeps the first and worst scans, lists the rest of the year, counts older ones and grades no unclear photo', async ({
  page,
}) => {
  const { petId, scanIds } = await plusOwnerWithHistory(page, LONG_HISTORY);
  await makeUnclear([scanIds[10], scanIds[12]]);
  await page.goto(`/pets/${petId}/report`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.last()).toContainText('First scan, and the worst');
  await expect(page.getByRole('article').filter({ hasText: 'Photo unclear' })).toHaveCount(0);
  const table = page.getByRole('table');
  await expect(page.getByRole('heading', { name: 'Other scans in the last 12 months (6)' })).toBeVisible();
  // The two unclear photos are lines that grade nothing, with no confidence beside them.
  await expect(table.getByRole('row').filter({ hasText: 'Photo unclear — not graded' })).toHaveCount(2);
  await expect(table).not.toContainText('Confidence');
  await expect(page.getByText('Older scans: 1, not shown.')).toBeVisible();
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  // A long year may take a second sheet, never a third.
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length).toBeLessThanOrEqual(2);
});

test('a year of scans fills the table to its cap and still prints on two A4 pages at most', async ({
  page,
}) => {
  const yearOfScans: THistoryScan[] = [
    { gum: 'inflamed', tartar: true, daysAgo: 500 },
    ...Array.from({ length: 30 }, (_, i) => ({
      gum: 'healthy' as const,
      tartar: i % 3 === 0,
      daysAgo: 2 + i * 12,
    })),
  ];
  const { petId } = await plusOwnerWithHistory(page, yearOfScans);
  for (const daysAgo of [30, 200, 400]) {
    const occurredOn = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const event = await page.request.post(`/api/pets/${petId}/events`, {
      data: { kind: 'vet_visit', occurredOn, note: 'Check-up' },
    });
    expect(event.status()).toBe(201);
  }
  await page.goto(`/pets/${petId}/report`);
  await expect(page.getByRole('article')).toHaveCount(6);
  // REPORT_TABLE_ROWS lines; the one in-year scan past them is counted with the older ones.
  await expect(page.getByRole('heading', { name: 'Other scans in the last 12 months (24)' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(25);
  await expect(page.getByText('Older scans: 1, not shown.')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length).toBeLessThanOrEqual(2);
});
