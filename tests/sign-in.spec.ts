import type { Page } from '@playwright/test';
import { AUTH_COOKIE, authCookieSchema, sessionApiPaths } from '@nhsl/contract';
import { expect, test } from './fixtures.ts';
import {
  advanceClock,
  appOrigin,
  backendOrigin,
  demoOrigin,
  demoRedirectUri,
  expectHeading,
  expectNoAxeViolations,
  latestCode,
  resetSimulator,
  startJourney,
} from './support.ts';

const HAPPY = { email: 'confirmed@example.com', password: 'Password123!' };

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  // A returning visitor who has already answered the cookie question (cookies.spec.ts covers the banner).
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

async function enterEmail(page: Page, email: string) {
  await page.getByLabel('Enter your email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function enterPassword(page: Page, password: string) {
  await expectHeading(page, 'Enter your password');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function enterCode(page: Page, code: string) {
  await expectHeading(page, 'Enter the security code');
  await page.getByLabel('Security code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Signs in up to the security-code page. */
async function toSecurityCode(page: Page, email = HAPPY.email) {
  await startJourney(page);
  await enterEmail(page, email);
  await enterPassword(page, HAPPY.password);
  await expectHeading(page, 'Enter the security code');
}

test('happy path: demo client → email → password → code → consent → back at the client with a code and the same state', async ({
  page,
}) => {
  await page.goto(demoOrigin);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue with NHS login' }).click();
  await expect(page).toHaveURL(/\/enter-email$/);
  await expect(page).toHaveTitle('Enter your email address - NHS login');
  await expectNoAxeViolations(page);

  await enterEmail(page, '  Confirmed@Example.com ');
  await expectHeading(page, 'Enter your password');
  await expectNoAxeViolations(page);
  await enterPassword(page, HAPPY.password);

  await expectHeading(page, 'Enter the security code');
  await expect(page.getByTestId('masked-number')).toContainText('*');
  await expectNoAxeViolations(page);
  await enterCode(page, await latestCode(page, HAPPY.email));

  await expectHeading(page, 'Do you agree to share your information with Demo Health Service?');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I agree' }).click();

  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  const url = new URL(page.url());
  expect(url.searchParams.get('code')).toBeTruthy();
  const state = url.searchParams.get('state');
  expect(state).toBeTruthy();
  await expect(page.getByText('State matches')).toBeVisible();
});

test('issue 54 session fixation: the session id changes at sign-in, the old one is refused, and the journey goes on', async ({
  page,
  context,
}) => {
  // The session id is in the HttpOnly authorization cookie, which the test (not page script) can read.
  const sessionId = async () => {
    const cookie = (await context.cookies(appOrigin)).find((c) => c.name === AUTH_COOKIE)!;
    return authCookieSchema.parse(
      JSON.parse(Buffer.from(decodeURIComponent(cookie.value), 'base64url').toString('utf8')) as unknown,
    ).session_id;
  };
  await toSecurityCode(page);
  const before = await sessionId();
  await enterCode(page, await latestCode(page, HAPPY.email));
  await expectHeading(page, 'Do you agree to share your information with Demo Health Service?');
  const after = await sessionId();
  expect(after).not.toBe(before);
  const extendWith = (id: string) =>
    page.request.post(`${backendOrigin}${sessionApiPaths.extend}`, { headers: { Authorization: `Bearer ${id}` } });
  expect((await extendWith(before)).status()).toBe(401);
  expect((await extendWith(after)).status()).toBe(200);
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
});

test('the password and the security code are never written to storage or cookies', async ({ page, context }) => {
  await toSecurityCode(page);
  const code = await latestCode(page, HAPPY.email);
  await enterCode(page, code);
  await expectHeading(page, /Do you agree to share your information/);
  const storage = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  const cookies = JSON.stringify(await context.cookies());
  for (const secret of [HAPPY.password, code]) {
    expect(storage).not.toContain(secret);
    expect(cookies).not.toContain(secret);
  }
});

test('consent refused: the client gets access_denied, ConsentNotGiven and the state', async ({ page }) => {
  await toSecurityCode(page);
  await enterCode(page, await latestCode(page, HAPPY.email));
  await page.getByRole('link', { name: 'I do not agree to share this information' }).click();
  await expectHeading(page, 'You did not agree to share your information');
  await expectNoAxeViolations(page);

  // Continue without a choice: the spec's message, in the summary and inline.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(page.getByTestId('error-summary')).toContainText('You need to tell us what you want to do');
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoAxeViolations(page);

  await page.getByText('Go to Demo Health Service without sharing my information').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin);
  const url = new URL(page.url());
  expect(`${url.origin}${url.pathname}`).toBe(demoRedirectUri);
  expect(url.searchParams.get('error')).toBe('access_denied');
  expect(url.searchParams.get('error_description')).toBe('ConsentNotGiven');
  expect(url.searchParams.get('state')).toBe('state-123');
});

test('go back and agree returns to the consent page', async ({ page }) => {
  await toSecurityCode(page);
  await enterCode(page, await latestCode(page, HAPPY.email));
  await page.getByRole('link', { name: 'I do not agree to share this information' }).click();
  await page.getByText('Go back and agree to share my information').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, /Do you agree to share your information/);
});

test('email validation: required, too short and format, each in the summary (focused, linked) and inline', async ({
  page,
}) => {
  await startJourney(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('You need to enter your email address');
  await expect(page).toHaveTitle('Error: Enter your email address - NHS login');
  await expectNoAxeViolations(page);
  await summary.getByRole('link').click();
  await expect(page.getByLabel('Enter your email address')).toBeFocused();

  await enterEmail(page, 'a@b.c');
  // issue 54: the same words in the summary and under the field (GOV.UK), the spec's field text.
  await expect(summary).toContainText('Enter an email address with at least 6 characters');
  await expect(page.locator('main form')).toContainText('Enter an email address with at least 6 characters');

  await enterEmail(page, 'not-an-email');
  await expect(summary).toContainText('Enter an email address in the correct format');
  await expect(page.getByText('Enter an email address in the correct format, like name@example.com')).toBeVisible();
  // What the user typed is kept.
  await expect(page.getByLabel('Enter your email address')).toHaveValue('not-an-email');
});

test('NOT_FOUND goes to registration, or to not-registered when allow_registration is false', async ({ page }) => {
  await startJourney(page);
  await enterEmail(page, 'new@example.com');
  await expectHeading(page, 'Create your NHS login');
  await expectNoAxeViolations(page);

  await startJourney(page, { allowRegistration: 'false', state: 'other' });
  await enterEmail(page, 'new@example.com');
  await expectHeading(page, 'We cannot log you in');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expectHeading(page, 'Enter your email address');
});

test('a wrong password shows "Enter the correct password" and keeps the user on the page', async ({ page }) => {
  await startJourney(page);
  await enterEmail(page, HAPPY.email);
  await enterPassword(page, 'wrong-password');
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter the correct password');
  await expect(page).toHaveTitle(/^Error: Enter your password/);
  await expectNoAxeViolations(page);
  await enterPassword(page, HAPPY.password);
  await expectHeading(page, 'Enter the security code');
});

test('a wrong security code shows the wrong-code message and is cleared from the field', async ({ page }) => {
  await toSecurityCode(page);
  const code = await latestCode(page, HAPPY.email);
  const wrong = code === '000000' ? '111111' : '000000';
  await enterCode(page, wrong);
  await expect(page.getByTestId('error-summary')).toContainText('The security code is not correct');
  // Issue 28: a code that failed is not left in the field (the server-rendered page never echoes it).
  await expect(page.getByLabel('Security code', { exact: true })).toHaveValue('');
  await expectNoAxeViolations(page);
});

test('an expired security code goes to mobile-code-expired, and "Text me again" sends a new one', async ({ page }) => {
  await toSecurityCode(page);
  const old = await latestCode(page, HAPPY.email);
  await advanceClock(page, 6);
  await enterCode(page, old);
  await expectHeading(page, 'This security code has expired');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Text me again' }).click();
  await expectHeading(page, 'Enter the security code');
  await expect(page.getByText('You have been sent a new security code.')).toBeVisible();
  await expectNoAxeViolations(page);
  await enterCode(page, await latestCode(page, HAPPY.email));
  await expectHeading(page, /Do you agree to share your information/);
});

test('"Send the security code again" shows the confirmation banner', async ({ page }) => {
  await toSecurityCode(page);
  await page.getByText('Not received a text?').click();
  await page.getByRole('button', { name: 'Send the security code again' }).click();
  await expect(page.getByText('You have been sent a new security code.')).toBeVisible();
});

test('three wrong codes: otp-attempts-exceeded', async ({ page }) => {
  await toSecurityCode(page);
  const code = await latestCode(page, HAPPY.email);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 2; i++) {
    await enterCode(page, wrong);
    await expect(page.getByTestId('error-summary')).toContainText('The security code is not correct');
    // The answer has come once the wrong code is emptied from the field (issue 28).
    await expect(page.getByLabel('Security code', { exact: true })).toHaveValue('');
  }
  await enterCode(page, wrong);
  await expectHeading(page, 'You cannot continue');
  await expect(page.getByText('You have entered the wrong security code too many times.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the root redirects to enter-email; without a session it goes to no-client-info (CID1004)', async ({ page }) => {
  await page.goto('/');
  await expectHeading(page, 'Something went wrong');
  await expect(page.getByText('Reference: CID1004')).toBeVisible();
  await startJourney(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/enter-email$/);
});

test('keyboard only: the whole happy path without a mouse', async ({ page }) => {
  await startJourney(page);
  // Skip link first.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Enter your email address')).toBeFocused();
  await page.keyboard.type(HAPPY.email);
  await page.keyboard.press('Enter');

  await expectHeading(page, 'Enter your password');
  await page.keyboard.press('Tab'); // from the heading, focused on arrival
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(HAPPY.password);
  await page.keyboard.press('Enter');

  await expectHeading(page, 'Enter the security code');
  const code = await latestCode(page, HAPPY.email);
  const codeInput = page.getByLabel('Security code', { exact: true });
  for (let i = 0; i < 10 && !(await codeInput.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(codeInput).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');

  await expectHeading(page, /Do you agree to share your information/);
  const agree = page.getByRole('button', { name: 'I agree' });
  for (let i = 0; i < 10 && !(await agree.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(agree).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.origin === demoOrigin && u.searchParams.has('code'));
});
