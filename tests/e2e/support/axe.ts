import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical WCAG 2.x A/AA violations, listing each one's rule and targets.
 * Axe judges the settled page: it waits for finite animations and transitions (a toast fading in
 * or out is half-transparent for 400 ms, which axe would read as low contrast) to end first.
 * Endless ones, such as spinners, are left running.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const settled = document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      );
    // A toast raised a moment ago has not started its fade-in transition yet (Sonner marks it
    // mounted a frame later), so no animation is running while it is still half-transparent.
    const toastsAtRest = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].every(
      (toast) => toast.dataset.mounted === 'true' && ['0', '1'].includes(getComputedStyle(toast).opacity),
    );
    return settled && toastsAtRest;
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/** The phone and desktop sizes the clinic pages are checked at. */
export const PHONE_AND_DESKTOP = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** The same check at a phone's width and a desktop's, leaving the page at the desktop size. */
export async function expectNoSeriousA11yViolationsOnPhoneAndDesktop(page: Page): Promise<void> {
  for (const size of PHONE_AND_DESKTOP) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
  }
}
