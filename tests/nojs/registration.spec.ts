import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { appOrigin, demoOrigin, expectHeading, resetSimulator, startJourney } from '../support.ts';

// issue 23, step 2: registration with JavaScript switched off. Every step is a real HTML form the
// server handles with the page's schema and the registration store; bad input gets the page again
// with the summary, what was typed kept (codes and passwords never echoed back).

const PASSWORD = 'correct horse battery';
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

/** The newest code of one kind (email or text) the simulator sent to an address. */
async function latestOf(page: Page, email: string, method: 'email' | 'text'): Promise<string> {
  const res = await page.request.get(`${appOrigin}/simulator/outbox.json?email=${encodeURIComponent(email)}`);
  const found = ((await res.json()) as { code: string; method: string }[]).find((e) => e.method === method);
  expect(found, `a ${method} code was sent to ${email}`).toBeTruthy();
  return found!.code;
}

/** enter-email with an unknown address → create-account-steps → its Continue link → the email page. */
async function toRegisterEmail(page: Page, email: string) {
  await page.getByLabel('Enter your email address').fill(email);
  await continueButton(page).click();
  await expectHeading(page, 'Create your NHS login');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register\/create-account$/);
}

test('register from the demo client to consent, each step with its invalid case', async ({ page }) => {
  const email = 'new-nojs@example.com';
  await page.goto(`${demoOrigin}/?level=P0`);
  await page.getByRole('link', { name: 'Continue with NHS login' }).click();
  await toRegisterEmail(page, email);

  // create-account: a bad address is kept with its message; then the right one.
  const address = page.getByLabel('Enter your email address');
  await expect(address).toHaveValue(email);
  await address.fill('not-an-email');
  await continueButton(page).click();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(summary(page)).toContainText('Enter an email address in the correct format');
  await expect(address).toHaveValue('not-an-email');
  await address.fill(email);
  await continueButton(page).click();

  // terms-of-use: not ticked → its error; ticked → the code is emailed.
  await expectHeading(page, 'Agree to the terms of use');
  await continueButton(page).click();
  await expect(summary(page)).toHaveCount(1);
  await page.getByText('I agree to the NHS login terms of use').click();
  await continueButton(page).click();

  // check-email: a malformed code is not echoed; "Send a new code" is a form too.
  await expectHeading(page, 'Check your email');
  await page.getByLabel(/Enter the code/).fill('12ab');
  await continueButton(page).click();
  await expect(summary(page)).toHaveCount(1);
  await expect(page.getByLabel(/Enter the code/)).toHaveValue('');
  const first = await latestOf(page, email, 'email');
  await page
    .getByText(/not received/i)
    .first()
    .click();
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText('We have sent you a new code. Only the newest code will work.')).toBeVisible();
  const emailCode = await latestOf(page, email, 'email');
  expect(emailCode).not.toBe(first);
  await page.getByLabel(/Enter the code/).fill(emailCode);
  await continueButton(page).click();

  // create-password: a mismatch shows its message and neither password comes back.
  await expectHeading(page, 'Create a password');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm your password').fill('something else entirely');
  await continueButton(page).click();
  await expect(summary(page)).toHaveCount(1);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(await page.content()).not.toContain(PASSWORD);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm your password').fill(PASSWORD);
  await continueButton(page).click();

  // enter-mobile: a wrong number is kept with its message.
  await expectHeading(page, 'Enter your mobile phone number');
  const mobile = page.getByLabel('UK mobile phone number');
  await mobile.fill('12345');
  await continueButton(page).click();
  await expect(summary(page)).toHaveCount(1);
  await expect(mobile).toHaveValue('12345');
  await mobile.fill('07700 900 321');
  await continueButton(page).click();

  // enter-mobile-code: the account is created and the journey goes on to consent.
  await expectHeading(page, 'Check your phone');
  await page.getByLabel(/Security code|Enter the code/).fill(await latestOf(page, email, 'text'));
  await page.getByRole('button', { name: 'Create my NHS login' }).click();
  await expectHeading(page, 'Do you agree to share your information with Demo Health Service?');
  await expect(page.getByText('You have created an account')).toBeVisible();
});

test('a back end that fails on the email check lands on the error page', async ({ page }) => {
  await startJourney(page);
  await toRegisterEmail(page, 'reg-validate-fails@example.com');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/error$/);
  await expectHeading(page, 'Something went wrong');
});
