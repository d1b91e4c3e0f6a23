import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { pressContinue, signInToProofing } from '../proofingSupport.ts';
import { expectHeading, resetSimulator, startJourney } from '../support.ts';

// issue 44 "Size": every field has a length limit. Without script the server runs the form's zod
// schema (the same one as the browser): a value over its limit gets the field's own message, in the
// error summary and under the field, and the journey stays where it was.

const summary = (page: Page) => page.getByTestId('error-summary');

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('a password over 256 characters is refused before it reaches the back end, and not echoed', async ({ page }) => {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill('confirmed@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  await page.getByLabel('Password', { exact: true }).fill('p'.repeat(257));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(summary(page)).toContainText('Your password must be 256 characters or fewer');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  // Not counted as a wrong password: the right one still signs in.
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
});

test('names over their limits get their messages, and what was typed is kept', async ({ page }) => {
  await signInToProofing(page);
  await pressContinue(page);
  await expectHeading(page, 'Do you know your NHS number?');
  await page.getByText('No', { exact: true }).click();
  await pressContinue(page);
  await expectHeading(page, 'What is your full name?');
  await page.getByLabel('First name').fill('A'.repeat(36));
  await page.getByLabel('Middle names (optional)').fill('M'.repeat(101));
  await page.getByLabel('Last name').fill('B'.repeat(36));
  await pressContinue(page);
  await expect(page).toHaveTitle(/^Error: /);
  for (const message of [
    'First name must be 35 characters or fewer',
    'Middle names must be 100 characters or fewer',
    'Last name must be 35 characters or fewer',
  ])
    await expect(summary(page)).toContainText(message);
  await expect(page.getByLabel('First name')).toHaveValue('A'.repeat(36));
  await page.getByLabel('First name').fill('Alice');
  await page.getByLabel('Middle names (optional)').fill('');
  await page.getByLabel('Last name').fill('Ashworth');
  await pressContinue(page);
  await expectHeading(page, 'What is your date of birth?');
});
