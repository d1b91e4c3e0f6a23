import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  appOrigin,
  demoOrigin,
  expectHeading,
  expectNoAxeViolations,
  resetSimulator,
} from './support.ts';

/**
 * Recovery (issue 15): a user who has lost or changed the phone their security codes go to gives
 * a new number after the password, proves it with a code sent to it, and the sign-in carries on
 * to the client — in a real browser from the demo relying service, against the simulator.
 */

const PASSWORD = 'Password123!';
const CONSENT = /Do you agree to share your information/;

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

/** The newest code the simulator "sent" for an account, with the masked number it went to. */
async function latestSent(page: Page, email: string): Promise<{ code: string; to?: string; method: string }> {
  const res = await page.request.get(`${appOrigin}/simulator/outbox.json?email=${encodeURIComponent(email)}`);
  const list = (await res.json()) as { code: string; to?: string; method: string }[];
  expect(list.length, `a code was sent to ${email}`).toBeGreaterThan(0);
  return list[0]!;
}

/** Starts at the demo service asking for P0 (the recovery accounts' level) and follows "Continue with NHS login". */
async function startAtDemo(page: Page) {
  await page.goto(`${demoOrigin}/?level=P0`);
  await page.getByRole('link', { name: 'Continue with NHS login' }).click();
  await expect(page).toHaveURL(/\/enter-email$/);
}

async function emailAndPassword(page: Page, email: string) {
  await page.getByLabel('Enter your email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function enterCode(page: Page, code: string) {
  await expectHeading(page, 'Enter the security code');
  await page.getByLabel('Security code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From enter-mobile-code: "I cannot log in using my mobile phone" → "Change my mobile phone number". */
async function openChangeMobile(page: Page) {
  await expectHeading(page, 'Enter the security code');
  await page.getByText('I cannot log in using my mobile phone').click();
  await page.getByRole('link', { name: 'Change my mobile phone number' }).click();
  await expect(page).toHaveURL(/\/recovery\/change-mobile\/enter-mobile$/);
  await expectHeading(page, 'Enter your new mobile phone number');
}

async function submitNumber(page: Page, label: string, value: string) {
  await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const claim = (page: Page, name: string) => page.locator(`dd[data-claim="${name}"]`);

test('change a mobile number from the demo service: a code to the new number, the number changes, the sign-in reaches the client; the next sign-in texts the new number', async ({
  page,
}) => {
  const email = 'new-mobile@example.com';
  await startAtDemo(page);
  await emailAndPassword(page, email);
  await openChangeMobile(page);
  await expectNoAxeViolations(page);
  await submitNumber(page, 'UK mobile phone number', '+44 7700 900 999');

  await expectHeading(page, 'Enter the security code');
  await expect(page).toHaveURL(/\/enter-mobile-code$/);
  await expect(page.getByText('We have sent a 6 digit security code to your new mobile phone number')).toBeVisible();
  await expect(page.getByText('mobile number ending in 0999')).toBeAttached();
  await expect(page.getByText('Your mobile phone number changes once you enter this code.')).toBeVisible();
  const sent = await latestSent(page, email);
  expect(sent).toMatchObject({ method: 'text', to: '*******0999' });
  await enterCode(page, sent.code);

  await expectHeading(page, CONSENT);
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  await expectHeading(page, 'Signed in');
  await expect(claim(page, 'phone_number').first()).toHaveText('+447700900999');

  // Sign in again: the code goes to the new number, and the page shows it.
  await startAtDemo(page);
  await emailAndPassword(page, email);
  await expectHeading(page, 'Enter the security code');
  await expect(page.getByText('We have sent a 6 digit security code to your mobile phone number')).toBeVisible();
  await expect(page.getByText('mobile number ending in 0999')).toBeAttached();
  expect(await latestSent(page, email)).toMatchObject({ to: '*******0999' });
});
