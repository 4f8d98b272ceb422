import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { analyseFromCropStep, choosePhoto, mouthPhotoFile } from './support/scan-photos.ts';
import { newAccount, signUpViaUi } from './web-auth.ts';

/**
 * Choose, crop and result are browser history entries on each scanner
 * (docs/product-rules.md#guided-capture): Back from the crop step returns to choose, Back from a
 * result to the uploader with the result a Forward away, and a reload keeps the step (a result is
 * read again by its id; the photo is not kept, and the scanner says so).
 */
interface Scanner {
  name: string;
  path: string;
  open: (page: Page) => Promise<void>;
  /** What the uploader shows once this scanner's scan is used. */
  usedPanel: RegExp;
}

const SCANNERS: Scanner[] = [
  {
    name: 'the landing page',
    path: '/',
    open: async (page) => {
      await page.goto('/');
    },
    usedPanel: /Free Scan Used/,
  },
  {
    name: '/trial',
    path: '/trial',
    open: async (page) => {
      await page.goto('/trial');
    },
    usedPanel: /Trial Scan Used/,
  },
  {
    name: 'the member dashboard',
    path: '/',
    open: async (page) => signUpViaUi(page, newAccount()),
    usedPanel: /Next free scan/,
  },
];

const SIZES = [
  { label: 'phone', width: 375, height: 812 },
  { label: 'desktop', width: 1280, height: 800 },
];

const scanner = (page: Page) => page.locator('[data-scan-view]');
const resultHeading = (page: Page) => page.getByRole('heading', { name: 'Your scan results' });
const PHOTO_LOST = 'Your photo was not kept when the page reloaded. Choose it again.';

async function expectStep(page: Page, path: string, view: string, search: RegExp | '') {
  await expect(scanner(page)).toHaveAttribute('data-scan-view', view);
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
  if (search === '') expect(url.search).toBe('');
  else expect(url.search).toMatch(search);
}

for (const size of SIZES) {
  for (const target of SCANNERS) {
    test(`on a ${size.label}, Back, Forward and reload move through ${target.name}'s steps`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await target.open(page);
      await expectStep(page, target.path, 'choose', '');
      const photo = await mouthPhotoFile({ gum: 'healthy' });

      await choosePhoto(page, photo);
      await expect(page.getByTestId('crop-step')).toBeVisible();
      await expectStep(page, target.path, 'crop', /^\?step=crop$/);

      // Back from the crop step: the choose step, on the same page.
      await page.goBack();
      await expectStep(page, target.path, 'choose', '');
      await expect(page.getByTestId('crop-step')).toHaveCount(0);
      await expect(scanner(page).getByRole('button', { name: 'Upload File' })).toBeVisible();

      // Forward: the same photo, still framed.
      await page.goForward();
      await expect(page.getByTestId('crop-step')).toBeVisible();

      // A reload keeps the step but cannot keep the photo: it says so, on the choose step.
      await page.reload();
      await expect(page.getByText(PHOTO_LOST)).toBeVisible();
      await expectStep(page, target.path, 'photo-lost', /^\?step=crop$/);
      await expectNoSeriousA11yViolations(page);

      await choosePhoto(page, photo);
      await expect(page.getByTestId('crop-step')).toBeVisible();
      await expect(page.getByText(PHOTO_LOST)).toHaveCount(0);
      await analyseFromCropStep(page);
      await expect(resultHeading(page)).toBeVisible();
      await expectStep(page, target.path, 'result', /^\?scan=[\w-]+$/);
      const resultUrl = page.url();

      // Back from the result: the uploader (not the crop step, not about:blank), its scan used.
      await page.goBack();
      await expectStep(page, target.path, 'choose', '');
      await expect(resultHeading(page)).toHaveCount(0);
      await expect(scanner(page).getByText(target.usedPanel)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Forward: the result again.
      await page.goForward();
      await expect(resultHeading(page)).toBeVisible();
      expect(page.url()).toBe(resultUrl);

      // A reload reads the result again by its id; Back still returns to the uploader.
      await page.reload();
      await expect(resultHeading(page)).toBeVisible();
      await expectStep(page, target.path, 'result', /^\?scan=[\w-]+$/);
      await expectNoSeriousA11yViolations(page);
      await page.goBack();
      await expectStep(page, target.path, 'choose', '');
      await expect(scanner(page).getByText(target.usedPanel)).toBeVisible();
    });
  }
}

test('Scan Another Image goes Back to the uploader, and Forward still reaches the result', async ({
  page,
}) => {
  await signUpViaUi(page, newAccount());
  await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
  await analyseFromCropStep(page);
  await expect(resultHeading(page)).toBeVisible();
  const resultUrl = page.url();
  await page.getByRole('button', { name: 'Scan Another Image' }).click();
  await expectStep(page, '/', 'choose', '');
  await page.goForward();
  await expect(resultHeading(page)).toBeVisible();
  expect(page.url()).toBe(resultUrl);
});

test('a result opened as a tab’s first page still has the uploader one Back away', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
  await analyseFromCropStep(page);
  await expect(resultHeading(page)).toBeVisible();
  const resultUrl = page.url();

  const fresh = await context.newPage();
  await fresh.goto(resultUrl);
  await expect(resultHeading(fresh)).toBeVisible();
  await expect(fresh).toHaveURL(resultUrl);
  await expectNoSeriousA11yViolations(fresh);
  await fresh.goBack();
  await expectStep(fresh, '/', 'choose', '');
  await expect(scanner(fresh).getByText(/Free Scan Used/)).toBeVisible();
  await fresh.goForward();
  await expect(resultHeading(fresh)).toBeVisible();
});
