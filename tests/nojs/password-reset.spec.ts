import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { appOrigin, expectHeading, resetSimulator, startJourney } from '../support.ts';

// issue 23, step 2: forgotten password, the reset from the emailed link and the login page with
// JavaScript switched off: real HTML forms the server runs with the reset and sign-in stores;
// passwords are never echoed back.

const HAPPY = 'confirmed@example.com';
const NEW_PASSWORD = 'a brand new passphrase';
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

async function newestLink(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`${appOrigin}/simulator/reset-emails.json?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { link: string }[])[0]!.link;
}

test('forgotten password → the emailed link → a new password → the login page signs in with it', async ({ page }) => {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(HAPPY);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Reset your password' }).click();
  await expectHeading(page, 'Reset your password');

  const field = page.getByLabel('Email address');
  const send = page.getByRole('button', { name: 'Send me a reset link' });
  await field.fill('not-an-email');
  await send.click();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(summary(page)).toContainText('Enter an email address in the correct format');
  await expect(field).toHaveValue('not-an-email');
  await field.fill(HAPPY);
  await send.click();
  await expect(page).toHaveURL(/\/reset\/check-email$/);

  await page.goto(await newestLink(page, HAPPY));
  await expectHeading(page, 'Create a new password');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(summary(page)).toContainText('Your password must be at least 8 characters');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/reset\/success$/);
  await expectHeading(page, 'You have reset your password');

  // login (email and password on one page): a wrong password is not echoed; the new one signs in.
  await startJourney(page);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(HAPPY);
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summary(page)).toContainText('Enter the correct password');
  await expect(page.getByLabel('Email address')).toHaveValue(HAPPY);
  expect(await page.content()).not.toContain('Password123!');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
});

test('a malformed link: This link does not work; a back end that fails on the reset: the error page', async ({
  page,
}) => {
  const links = (await (await page.request.get(`${appOrigin}/simulator/reset-links.json`)).json()) as Record<
    string,
    string
  >;
  await page.goto(links.malformedCode!);
  await expect(page).toHaveURL(/\/reset\/link-not-working$/);
  await expectHeading(page, 'This link does not work');
  await page.goto(links.serverError!);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/error$/);
  await expectHeading(page, 'Something went wrong');
});

test('an expired link says so, and its "Ask for a new link" opens forgotten-password', async ({ page }) => {
  const links = (await (await page.request.get(`${appOrigin}/simulator/reset-links.json`)).json()) as Record<
    string,
    string
  >;
  await page.goto(links.expired!);
  await expectHeading(page, 'This link has expired');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgotten-password$/);
  await expectHeading(page, 'Reset your password');
});

test("the reset page's language link carries no email, code or expiry (issue 54 Security)", async ({ page }) => {
  const links = (await (await page.request.get(`${appOrigin}/simulator/reset-links.json`)).json()) as Record<
    string,
    string
  >;
  await page.goto(links.mismatchedCode!);
  await expectHeading(page, 'Create a new password');
  const language = page.getByRole('link', { name: 'Cymraeg' });
  const href = (await language.getAttribute('href'))!;
  expect(href).toBe('/reset-password?lang=cy');
  // Followed without script, the choice is kept and the address has nothing of the link.
  await language.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  expect(new URL(page.url()).search).toBe('');
});
