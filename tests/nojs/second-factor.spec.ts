import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { advanceClock, expectHeading, latestCode, resetSimulator, startJourney } from '../support.ts';

// issue 23, step 2: the landline pages, the code-problem choices and the session-restart steps
// with JavaScript switched off: real HTML forms (and arrival steps) the server runs with the
// sign-in store; bad input gets the page again with the summary, codes never echoed back.

const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

async function signIn(page: Page, email: string) {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(email);
  await continueButton(page).click();
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await continueButton(page).click();
}

async function choose(page: Page, label: string | RegExp) {
  await page.getByText(label).click();
  await continueButton(page).click();
}

test('landline: call now, an empty code, call again, an expired code; its choice required, then a text', async ({
  page,
}) => {
  const email = 'landline-expired@example.com';
  await signIn(page, email);
  await choose(page, /Call my landline/);
  await expectHeading(page, 'Get a security code by calling your landline');
  await page.getByRole('button', { name: 'Call my landline now' }).click();
  await expect(page).toHaveURL(/\/enter-landline-code$/);

  await continueButton(page).click();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(summary(page)).toHaveCount(1);
  const first = await latestCode(page, email);
  await page.getByText('Not received a call?').click();
  await page.getByRole('button', { name: 'Call my landline again' }).click();
  await expect(page.getByText('We are calling your landline again with a new security code.')).toBeVisible();
  const code = await latestCode(page, email);
  expect(code).not.toBe(first);
  await page.getByLabel('Security code', { exact: true }).fill(code);
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/landline-code-expired$/);
  await continueButton(page).click();
  await expect(summary(page)).toContainText('You need to tell us what you want to do');
  await choose(page, 'Text a security code to my mobile phone');
  await expect(page).toHaveURL(/\/enter-mobile-code$/);
  await expectHeading(page, 'Enter the security code');
  expect(await latestCode(page, email)).not.toBe(code);
});

test('"Text me instead" on get-call-landline; a call that fails: call-failed, its choice required', async ({
  page,
}) => {
  await signIn(page, 'both@example.com');
  await choose(page, /Call my landline/);
  await page.getByRole('button', { name: 'Text a security code to my mobile phone instead' }).click();
  await expect(page).toHaveURL(/\/enter-mobile-code$/);
  await expectHeading(page, 'Enter the security code');

  await resetSimulator(page);
  await signIn(page, 'call-fails@example.com');
  await page.getByRole('button', { name: 'Call my landline now' }).click();
  await expect(page).toHaveURL(/\/call-failed$/);
  await continueButton(page).click();
  await expect(summary(page)).toContainText('You need to tell us what you want to do');
  await choose(page, /Call my landline again/);
  await expect(page).toHaveURL(/\/get-call-landline$/);
});

test('an expired text code with a landline held: mobile-code-expired, its choice required, a new text sent', async ({
  page,
}) => {
  const email = 'both@example.com';
  await signIn(page, email);
  await choose(page, /Text a security code/);
  const old = await latestCode(page, email);
  await advanceClock(page, 6);
  await page.getByLabel('Security code', { exact: true }).fill(old);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/mobile-code-expired$/);
  await continueButton(page).click();
  await expect(summary(page)).toContainText('You need to tell us what you want to do');
  await choose(page, 'Text me again with a new security code');
  await expect(page).toHaveURL(/\/enter-mobile-code$/);
  // The confirmation is carried in the sealed state (alertsAppBannerState) across the redirect.
  await expect(page.getByText('You have been sent a new security code.')).toBeVisible();
  expect(await latestCode(page, email)).not.toBe(old);
});

test('mobile-code-expired with only a text on offer: "Text me again" is a form that sends a new code', async ({
  page,
}) => {
  const email = 'expired-code@example.com';
  await signIn(page, email);
  const old = await latestCode(page, email);
  await page.getByLabel('Security code', { exact: true }).fill(old);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/mobile-code-expired$/);
  await page.getByRole('button', { name: 'Text me again' }).click();
  await expect(page).toHaveURL(/\/enter-mobile-code$/);
  await expect(page.getByText('You have been sent a new security code.')).toBeVisible();
  expect(await latestCode(page, email)).not.toBe(old);
});
