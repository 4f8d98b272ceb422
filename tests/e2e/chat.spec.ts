import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { makePlus } from './support/make-plus.ts';
import { newAccount, toasts } from './web-auth.ts';

/** Signs up through the API (the page shares the session cookie) and returns the new user's id. */
async function signUp(page: Page): Promise<string> {
  const account = newAccount();
  const response = await page.request.post('/api/auth/signup', { data: account });
  expect(response.status()).toBe(201);
  return (await response.json()).user.id;
}

/** The exchanges in the conversation (each source list has list items of its own). */
const entries = (page: Page) => page.getByRole('log', { name: 'Conversation' }).locator('[data-chat-entry]');

async function askAndWait(page: Page, question: string, via: 'enter' | 'button') {
  const before = await entries(page).count();
  const input = page.getByLabel('Your question about your pet’s dental health');
  await input.fill(question);
  if (via === 'enter') await input.press('Enter');
  else await page.getByRole('button', { name: 'Send message' }).click();
  // Stored and joined to the history: the conversation is no longer busy. The answer is its own
  // confirmation: no success toast.
  await expect(entries(page)).toHaveCount(before + 1);
  await expect(page.getByRole('log', { name: 'Conversation' })).not.toHaveAttribute('aria-busy');
  await expect(
    entries(page)
      .last()
      .getByText(/I am an AI assistant, not a veterinarian/),
  ).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(toasts(page).getByText(/Message sent|received successfully/)).toHaveCount(0);
}

test('a signed-out visitor is told to log in and taken to /login', async ({ page }) => {
  await page.goto('/chat');
  await expect(toasts(page).getByText('Login Required')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a Starter member sees the Plus Members Only card', async ({ page }) => {
  await signUp(page);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Dental Health Chat' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plus Members Only' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/subscribe');
  await expect(page.getByLabel('Your question about your pet’s dental health')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a Plus member asks three questions, one an emergency, and gets grounded answers with sources', async ({
  page,
}) => {
  await makePlus(await signUp(page));
  await page.goto('/chat');
  await expect(page.getByText('Start a conversation!')).toBeVisible();
  await expect(page.getByText("Ask me anything about your pet's dental health.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Your question about your pet’s dental health').fill('   ');
  await expect(send).toBeDisabled();

  await askAndWait(page, 'How do I brush my dog’s teeth?', 'enter');
  const first = entries(page).nth(0);
  await expect(first.getByText('You:')).toBeVisible();
  await expect(first.getByText('How do I brush my dog’s teeth?')).toBeVisible();
  await expect(first.getByText('AI Vet Assistant:')).toBeVisible();
  await expect(first.getByText(/Lift the lip and brush the outer surfaces/)).toBeVisible();
  await expect(first.getByText('[1] Brushing your pet’s teeth')).toBeVisible();
  await expect(first.getByRole('link', { name: /AAHA Dental Care Guidelines/ })).toHaveAttribute(
    'href',
    /aaha\.org/,
  );

  await askAndWait(page, 'is anesthesia free cleaning at the groomer ok?', 'button');
  const second = entries(page).nth(1);
  await expect(second.getByText(/advise against it/)).toBeVisible();
  await expect(second.getByText(/\[1\] Why anaesthesia-free dental scaling is not advised/)).toBeVisible();

  await askAndWait(page, 'My dog’s gums look pale and he collapsed in the garden', 'enter');
  const third = entries(page).nth(2);
  await expect(third.getByText(/^This could be an emergency\. Please see a vet now\./)).toBeVisible();
  await expect(third.getByRole('link', { name: 'Find a vet now' })).toHaveAttribute('href', '/find-vets');
  await expect(third.getByText(/I am an AI assistant, not a veterinarian/)).toBeVisible();
  await expect(page.getByText('AI Veterinarian:')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // History survives a reload, oldest first, with line breaks kept.
  await page.reload();
  const items = entries(page);
  await expect(items).toHaveCount(3);
  await expect(items.nth(0).getByText('How do I brush my dog’s teeth?')).toBeVisible();
  await expect(items.nth(2).getByText(/This could be an emergency/)).toBeVisible();
  const whiteSpace = await items
    .nth(2)
    .locator('p.whitespace-pre-wrap')
    .first()
    .evaluate((el) => getComputedStyle(el).whiteSpace);
  expect(whiteSpace).toBe('pre-wrap');

  // The newest exchange is scrolled into view from its start.
  await expect(items.nth(2).getByText('You:')).toBeInViewport();
  await expect(items.nth(2).getByText(/^This could be an emergency/)).toBeInViewport();
  await expect(items.nth(0).getByText('You:')).not.toBeInViewport();

  await page.getByRole('button', { name: 'Delete history' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Start a conversation!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Start a conversation!')).toBeVisible();
});

test('a Plus member with two pets picks one and the assistant answers about that pet', async ({ page }) => {
  await makePlus(await signUp(page));
  for (const pet of [
    { name: 'Rex', species: 'dog' },
    { name: 'Biscuit', species: 'cat', ageYears: 9 },
  ]) {
    expect((await page.request.post('/api/pets', { data: pet })).status()).toBe(201);
  }
  await page.goto('/chat');
  const picker = page.getByLabel('Asking about');
  // The first pet is picked until the member chooses; "all my pets" is a choice with several.
  await expect(picker).toHaveValue(/.+/);
  await expect(picker.locator('option:checked')).toHaveText('Rex (dog)');
  await expect(picker.getByRole('option')).toHaveText(['Rex (dog)', 'Biscuit (cat)', 'All my pets']);
  await picker.selectOption({ label: 'Biscuit (cat)' });
  await expectNoSeriousA11yViolations(page);

  await askAndWait(page, 'Is it getting better?', 'enter');
  await expect(
    entries(page)
      .nth(0)
      .getByText(/You have no scan results for Biscuit yet/),
  ).toBeVisible();

  // Remembered for the session: a reload keeps Biscuit.
  await page.reload();
  await expect(page.getByLabel('Asking about').locator('option:checked')).toHaveText('Biscuit (cat)');
  await page.getByLabel('Asking about').selectOption({ label: 'All my pets' });
  await askAndWait(page, 'Is it getting better?', 'button');
  // Each pet under its own name, never one pet's figures as if they were everyone's.
  const allPets = entries(page).nth(1);
  await expect(allPets.getByText(/^You have 2 pets, so here is each one’s progress\./)).toBeVisible();
  await expect(
    allPets.getByText(/Rex \(dog\): no scan results yet\.\s+Biscuit \(cat\): no scan results yet\./),
  ).toBeVisible();
});
