import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { appOrigin, demoOrigin, expectHeading, resetSimulator, startJourney } from '../support.ts';

// issue 23, step 2: recovery (a new mobile or landline number) with JavaScript switched off: the
// change forms post as HTML and the server runs them with the recovery store.

const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

async function emailAndPassword(page: Page, email: string) {
  await page.getByLabel('Enter your email address').fill(email);
  await continueButton(page).click();
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await continueButton(page).click();
}

/** The newest code the simulator sent to an address, and the masked number it went to. */
async function latestSent(page: Page, email: string): Promise<{ code: string; to?: string }> {
  const res = await page.request.get(`${appOrigin}/simulator/outbox.json?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { code: string; to?: string }[])[0]!;
}

test('change the mobile number from the demo client: a wrong number kept with its message, then the code to the new one', async ({
  page,
}) => {
  const email = 'new-mobile@example.com';
  await page.goto(`${demoOrigin}/?level=P0`);
  await page.getByRole('link', { name: 'Continue with NHS login' }).click();
  await emailAndPassword(page, email);
  await expectHeading(page, 'Enter the security code');
  await page.getByText('I cannot log in using my mobile phone').click();
  await page.getByRole('link', { name: 'Change my mobile phone number' }).click();
  await expectHeading(page, 'Enter your new mobile phone number');

  const field = page.getByLabel('UK mobile phone number');
  await field.fill('12345');
  await continueButton(page).click();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(summary(page)).toHaveCount(1);
  await expect(field).toHaveValue('12345');
  await field.fill('+44 7700 900 999');
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/enter-mobile-code$/);
  await expect(page.getByText('We have sent a 6 digit security code to your new mobile phone number')).toBeVisible();
  const sent = await latestSent(page, email);
  expect(sent.to).toBe('*******0999');
  await page.getByLabel('Security code', { exact: true }).fill(sent.code);
  await continueButton(page).click();
  await expectHeading(page, /Do you agree to share your information/);
});

test('change the landline: a wrong number kept with its message; a failing back end lands on the error page', async ({
  page,
}) => {
  await startJourney(page);
  await emailAndPassword(page, 'number-change-fails@example.com');
  await page.getByText(/Call my landline/).click();
  await continueButton(page).click();
  await page.getByRole('link', { name: 'Change my landline phone number' }).click();
  await expectHeading(page, 'Enter your new landline phone number');
  const field = page.getByLabel('UK landline phone number');
  await field.fill('07700900999');
  await continueButton(page).click();
  await expect(summary(page)).toHaveCount(1);
  await expect(field).toHaveValue('07700900999');
  await field.fill('01632960999');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/error$/);
  await expectHeading(page, 'Something went wrong');
});
