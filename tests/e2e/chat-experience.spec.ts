import { expect, type Page, test } from '@playwright/test';
import { CHAT_MESSAGE_MAX_LENGTH } from '#common/contracts/chat.ts';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { conversation, DESKTOP, entries, input, PHONE, signUpPlus } from './support/chat-page.ts';
import { toasts } from './web-auth.ts';

/** Sends a question and waits until its answer is stored (the conversation is no longer busy). */
async function ask(page: Page, question: string): Promise<void> {
  const before = await entries(page).count();
  await input(page).fill(question);
  await input(page).press('Enter');
  await expect(entries(page)).toHaveCount(before + 1);
  await expect(conversation(page)).not.toHaveAttribute('aria-busy', { timeout: 15_000 });
}

test('a 20,000-character paste shows over the limit and cannot be sent; a long unbroken message wraps', async ({
  page,
}) => {
  await signUpPlus(page);
  await page.setViewportSize(PHONE);
  await page.goto('/chat');
  await expect(page.getByText('Start a conversation!')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send message' });

  await input(page).fill('x'.repeat(20_000));
  // Kept whole, not cut to the limit.
  expect(await input(page).inputValue()).toHaveLength(20_000);
  await expect(page.getByText(`20,000 / ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}`)).toBeVisible();
  const warning = page.getByText('Your message is 20,000 characters, 18,000 over the 2,000 limit.', {
    exact: false,
  });
  await expect(warning).toBeVisible();
  expect(await warning.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)');
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(send).toBeDisabled();
  await input(page).press('Enter');
  await page.waitForTimeout(300);
  await expect(entries(page)).toHaveCount(0);

  await input(page).fill('y'.repeat(1_500));
  await expect(page.getByText('1,500 / 2,000')).toBeVisible();
  await expect(warning).toHaveCount(0);
  await expect(send).toBeEnabled();
  await ask(page, 'z'.repeat(1_500));
  const list = conversation(page);
  const { scrollWidth, clientWidth } = await list.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const bubble = await entries(page).first().getByText(/^z+$/).boundingBox();
  const box = await list.boundingBox();
  expect(bubble!.x + bubble!.width).toBeLessThanOrEqual(box!.x + box!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

for (const size of [DESKTOP, PHONE]) {
  test(`an emergency answer at ${size.width} px is scrolled into view at its top and takes the focus, with no toast`, async ({
    page,
  }) => {
    await signUpPlus(page);
    await page.setViewportSize(size);
    await page.goto('/chat');
    // Earlier answers fill the conversation, so the emergency arrives below the fold.
    await ask(page, 'How do I brush my dog’s teeth?');
    await ask(page, 'Is anesthesia-free cleaning at the groomer OK?');
    await ask(page, 'My dog’s gums are white and he collapsed');

    const emergency = page.getByRole('region', { name: /AI Vet Assistant: emergency answer/ });
    await expect(emergency).toBeFocused();
    await expect(
      emergency.getByText(/^This could be an emergency\. Please see a vet now\./),
    ).toBeInViewport();
    const top = (await emergency.boundingBox())!.y;
    const headerBottom = (await page.locator('header').first().boundingBox())!;
    expect(top).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height - 1);
    expect(top).toBeLessThan(size.height / 2);
    // Only the conversation scrolled: the page stays put, its heading and the chat's own header in view.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('button', { name: 'Delete history' })).toBeInViewport();
    await expect(emergency.getByRole('link', { name: 'Find a vet now' })).toBeVisible();
    await expect(toasts(page).locator('li')).toHaveCount(0);
  });
}

test('the answer streams in: its text grows in several steps before it is complete', async ({ page }) => {
  await signUpPlus(page);
  await page.goto('/chat');
  await expect(page.getByText('Start a conversation!')).toBeVisible();
  // Note the length of the answer being written at every change of the conversation.
  await conversation(page).evaluate((log) => {
    const lengths: number[] = [];
    (window as unknown as { answerLengths: number[] }).answerLengths = lengths;
    new MutationObserver(() => {
      // The answer being written is the one marked busy inside an exchange (the log is busy too).
      const answer = log.querySelector('[data-chat-entry] [aria-busy="true"] p.whitespace-pre-wrap');
      if (answer) lengths.push(answer.textContent?.length ?? 0);
    }).observe(log, { subtree: true, childList: true, characterData: true });
  });
  await ask(page, 'How often should I brush my dog’s teeth?');
  const lengths = await page.evaluate(() => (window as unknown as { answerLengths: number[] }).answerLengths);
  const finalLength = (await entries(page).first().locator('p.whitespace-pre-wrap').last().textContent())!
    .length;
  const partial = new Set(lengths.filter((length) => length > 0 && length < finalLength));
  expect(partial.size).toBeGreaterThan(2);
  await expect(
    entries(page)
      .first()
      .getByText(/Brush every day/),
  ).toBeVisible();
});

test('on a phone the chat fills the screen below the header, with no footer, and passes axe', async ({
  page,
}) => {
  await signUpPlus(page);
  await page.setViewportSize(PHONE);
  await page.goto('/chat');
  await ask(page, 'How often should I brush my dog’s teeth?');
  await ask(page, 'My dog’s gums are white and he collapsed');
  await expect(page.locator('footer')).toBeHidden();
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  expect(scrollHeight).toBeLessThanOrEqual(innerHeight);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
  // At desktop width the page keeps its footer.
  await expect(page.locator('footer')).toBeVisible();
});
