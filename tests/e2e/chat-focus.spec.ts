import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { conversation, DESKTOP, entries, input, PHONE, signUpPlus } from './support/chat-page.ts';

/** Keyboard focus in the chat: after an answer, and around deleting the history. */

/** Types a question as a member does, sends it with Enter and waits for the stored answer. */
async function typeAndSend(page: Page, question: string): Promise<void> {
  const before = await entries(page).count();
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
  await expect(entries(page)).toHaveCount(before + 1);
  await expect(conversation(page)).not.toHaveAttribute('aria-busy', { timeout: 15_000 });
}

test('after an answer the question box has the focus again, so the next question can be typed straight away', async ({
  page,
}) => {
  await signUpPlus(page);
  await page.goto('/chat');
  await expect(page.getByText('Start a conversation!')).toBeVisible();
  await input(page).click();
  await typeAndSend(page, 'Do dental chews help?');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('And how often should I brush?');
  await expect(input(page)).toHaveValue('And how often should I brush?');
  await page.keyboard.press('Enter');
  await expect(entries(page)).toHaveCount(2);
  await expect(conversation(page)).not.toHaveAttribute('aria-busy', { timeout: 15_000 });
  await expect(input(page)).toBeFocused();

  // An emergency answer keeps the focus on its card instead.
  await page.keyboard.type('My dog’s gums are white and he collapsed');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /AI Vet Assistant: emergency answer/ })).toBeFocused();
  await expect(input(page)).not.toBeFocused();
});

for (const size of [PHONE, DESKTOP]) {
  test(`at ${size.width} px deleting the history asks in a dialog that takes the focus and gives it back`, async ({
    page,
  }) => {
    await signUpPlus(page);
    await page.setViewportSize(size);
    await page.goto('/chat');
    await input(page).click();
    await typeAndSend(page, 'How do I brush my dog’s teeth?');
    const disclaimer = page.getByText(/^I am an AI assistant, not a veterinarian/).first();
    const widthBefore = (await disclaimer.boundingBox())!.width;

    const trigger = page.getByRole('button', { name: 'Delete history' });
    await trigger.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete every message?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeInViewport({ ratio: 1 });
    // The disclaimer keeps its width (never a one-word column): the confirmation does not share its row.
    expect((await disclaimer.boundingBox())!.width).toBe(widthBefore);
    expect(widthBefore).toBeGreaterThan(250);
    await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
    await page.setViewportSize(size);

    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect(entries(page)).toHaveCount(1);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Start a conversation!')).toBeVisible();
    // The trigger is disabled with nothing left to delete: the question box has the focus.
    await expect(input(page)).toBeFocused();
  });
}
