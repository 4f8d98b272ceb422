import { expect, type Page, test } from '@playwright/test';

/** Where the logo sits and what the header says; the header the HTML brings must equal the app's. */
async function headerLook(page: Page) {
  return page.evaluate(() => {
    const headers = document.querySelectorAll('header');
    const logo = headers[0]?.querySelector('a[href="/"]');
    const box = logo?.getBoundingClientRect();
    return {
      headers: headers.length,
      headerHeight: headers[0]?.getBoundingClientRect().height,
      logo: box && { x: box.x, y: box.y, width: box.width, height: box.height },
      logoText: logo?.textContent,
      logoMarkup: logo?.querySelector('svg')?.innerHTML.replace(/\s+/g, ' '),
    };
  });
}

test('the header paints from the HTML before the app’s JavaScript, and the app takes it over in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // Hold the app's entry script back, as a slow phone network would.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => {
    releaseScript = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for module scripts, which are held.
  await page.goto('/pricing', { waitUntil: 'commit' });
  // Nothing paints before the stylesheet (it blocks rendering), though script can see the page
  // earlier; and the logo is measured in its final font.
  await page.waitForFunction(() => {
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return (
      document.querySelector('#root header') !== null &&
      sheets.length > 0 &&
      sheets.every((link) => link.sheet)
    );
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.getByRole('link', { name: 'PawSmile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Simple plans for healthy smiles' })).toHaveCount(0);
  const fromHtml = await headerLook(page);

  releaseScript();
  await expect(page.getByRole('heading', { name: 'Simple plans for healthy smiles' })).toBeVisible();
  const fromApp = await headerLook(page);
  expect(fromApp).toEqual(fromHtml);
  expect(fromApp.headers).toBe(1);
});
