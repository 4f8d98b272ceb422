import { expect, test } from '@playwright/test';
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
