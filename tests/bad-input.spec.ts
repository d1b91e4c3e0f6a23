import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appOrigin, appReady, expectHeading, resetSimulator, signInByFormPosts } from './support.ts';

// Issue 45 "Bad input", with script: what a new user typing the wrong thing meets.

const PLAIN = 'account-plain@example.com';

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

async function expectSummary(page: Page, text: string) {
  const box = page.getByTestId('error-summary');
  await expect(box).toBeFocused();
  await expect(box).toContainText(text);
}

async function openAccountPage(page: Page, path: string) {
  await signInByFormPosts(page, PLAIN, { upTo: 'client' });
  await page.goto(`${appOrigin}${path}`);
  await appReady(page);
}

test('passwords and codes are emptied after an error the server answers, as without script (item 2)', async ({
  page,
}) => {
  await openAccountPage(page, '/account/change-password');
  await expectHeading(page, 'Change your password');
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password', { exact: true }).fill('lantern orchard velvet');
  await page.getByLabel('Confirm new password').fill('lantern orchard velvet');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expectSummary(page, 'Your current password is not correct');
  for (const label of ['Current password', 'New password', 'Confirm new password'])
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');

  await page.goto(`${appOrigin}/account/change-email`);
  await appReady(page);
  await page.getByLabel('New email address').fill('new.me@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Check your email');
  await page.getByLabel('Security code').fill('000000');
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expectSummary(page, 'The code is not correct');
  await expect(page.getByLabel('Security code')).toHaveValue('');
});

test('a corrupted journey cookie mid-journey: the next step shows the session-ended page (item 9)', async ({
  page,
  context,
}) => {
  await page.goto(`${appOrigin}${await signInByFormPosts(page, 'confirmed@example.com', { upTo: 'password' })}`);
  await appReady(page);
  await expectHeading(page, 'Enter the security code');
  const journey = (await context.cookies(appOrigin)).find((c) => c.name === 'nhsl-journey')!;
  await context.addCookies([{ ...journey, value: `${journey.value.slice(0, -8)}garbled!` }]);
  await page.getByLabel('Security code', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'We have logged you out');
  await expect(page).toHaveURL(/\/session-timeout$/);
});

test('a double-clicked "Go to … without sharing" refuses once: back at the service with access_denied (item 3)', async ({
  page,
}) => {
  expect(await signInByFormPosts(page, 'confirmed@example.com')).toBe('/nhs-login-consent');
  await page.goto(`${appOrigin}/consent-confirmation`);
  await appReady(page);
  await page.getByText('Go to Demo Health Service without sharing my information').click();
  // As a person double-clicks: the second click while the first is on its way.
  const button = page.getByRole('button', { name: 'Continue' });
  const box = (await button.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(120);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForURL((u) => u.pathname === '/callback');
  expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
});

test('the passkey page with script shows no JavaScript message (item 10)', async ({ page }) => {
  await signInByFormPosts(page, 'confirmed@example.com', { upTo: 'password' });
  await page.goto(`${appOrigin}/passkey-enter-email`);
  await appReady(page);
  await expectHeading(page, 'Log in with your passkey');
  await expect(page.getByText('You need JavaScript turned on to log in with a passkey.')).toBeHidden();
});
