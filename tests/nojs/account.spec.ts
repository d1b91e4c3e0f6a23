import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { demoOrigin, expectHeading, latestCode, resetSimulator } from '../support.ts';

// issue 27: "Your NHS login" with JavaScript switched off (this project runs with
// javaScriptEnabled: false). Every change is an HTML form the server handles with the page's
// schema and the account store's method; creating a passkey is the one thing that needs script.

const PASSWORD = 'Password123!';
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });
const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Success' });

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

/** From the demo service without script: email, password, texted code, consent when asked; then "Manage your NHS login". */
async function signInAndManage(page: Page, email: string, { consent }: { consent: boolean }) {
  await page.goto(demoOrigin);
  await page.getByRole('link', { name: 'Continue with NHS login' }).click();
  await page.getByLabel('Enter your email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
  await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Continue' }).click();
  if (consent) await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  await page.getByRole('link', { name: 'Manage your NHS login' }).click();
  await expectHeading(page, 'Your NHS login');
}

test('password (a bad one first), mobile number with its code, and stop sharing, each back to the home with its banner', async ({
  page,
}) => {
  const email = 'account-plain@example.com';
  await signInAndManage(page, email, { consent: true });
  // Setting up a passkey needs script: no button that cannot work.
  await expect(page.getByRole('link', { name: 'Set up a passkey' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Change password' }).click();
  await expectHeading(page, 'Change your password');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('lantern orchard velvet');
  await page.getByLabel('Confirm new password').fill('lantern orchard violet');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveTitle(/^Error: Change your password/);
  await expect(summary(page)).toContainText('The passwords do not match');
  await expect(page.getByLabel('Current password')).toHaveValue('');
  const html = await page.content();
  for (const typed of [PASSWORD, 'lantern orchard']) expect(html).not.toContain(typed);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('lantern orchard velvet');
  await page.getByLabel('Confirm new password').fill('lantern orchard velvet');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expectHeading(page, 'Your NHS login');
  await expect(banner(page)).toContainText('Your password has been changed.');

  await page.getByRole('link', { name: 'Change mobile phone number' }).click();
  await page.getByLabel('Mobile phone number').fill('07700 900 555');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
  await expect(page.getByText('*******0555')).toBeVisible();
  // "Send a new code" is a form too: a new code, and its confirmation.
  const first = await latestCode(page, email);
  await page.getByText('I have not received the code').click();
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText('We have sent you a new code.')).toBeVisible();
  const code = await latestCode(page, email);
  expect(code).not.toBe(first);
  await page.getByLabel('Security code').fill(code);
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expect(banner(page)).toContainText('Your mobile phone number has been changed.');
  await expect(page.getByText('*******0555')).toBeVisible();
  // Shown once: the next visit has no banner.
  await page.reload();
  await expect(banner(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Stop sharing demo health service' }).click();
  await expectHeading(page, 'Stop sharing your NHS login with this service?');
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(banner(page)).toContainText('You have stopped sharing your NHS login with Demo Health Service.');
  await expect(page.getByText('You have not shared your NHS login with any services.')).toBeVisible();
});

test('a back-end failure keeps the old password and shows the problem page with its reference', async ({ page }) => {
  await signInAndManage(page, 'account-error@example.com', { consent: false });
  await page.getByRole('link', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('lantern orchard velvet');
  await page.getByLabel('Confirm new password').fill('lantern orchard velvet');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/account\/problem\?errorCode=CID3270$/);
  await expectHeading(page, 'Sorry, we could not save your change');
  await expect(page.getByText(/CID3270/)).toBeVisible();
});
