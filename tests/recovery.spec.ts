import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { enterDob, enterNhsNumber, enterPostcode, people, pressContinue, PROOFING_EMAIL } from './proofingSupport.ts';
import {
  advanceClock,
  appOrigin,
  demoOrigin,
  expectHeading,
  expectNoAxeViolations,
  appReady,
  resetSimulator,
  signInQuickly,
  startJourney,
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
async function latestSent(
  page: Page,
  email: string,
): Promise<{ code: string; to?: string; method: string; sentAt: number }> {
  // The code is sent while the next page loads: wait for it rather than read the outbox too soon.
  let list: { code: string; to?: string; method: string; sentAt: number }[] = [];
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${appOrigin}/simulator/outbox.json?email=${encodeURIComponent(email)}`);
        list = (await res.json()) as typeof list;
        return list.length;
      },
      { message: `a code was sent to ${email}` },
    )
    .toBeGreaterThan(0);
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

/** The summary shows `summary`, focused, the field describes `inline` and keeps `typed`, and the title gains "Error: ". */
async function expectFieldError(page: Page, label: string, typed: string, summary: string, inline: string) {
  const box = page.getByTestId('error-summary');
  await expect(box).toBeFocused();
  await expect(box).toContainText(summary);
  const field = page.getByLabel(label);
  await expect(field).toHaveValue(typed);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(inline.replace(/[+()]/g, '\\$&')));
  await expect(page).toHaveTitle(/^Error: /);
  // The summary's link moves focus to the field.
  await box.getByRole('link', { name: summary }).click();
  await expect(field).toBeFocused();
}

/**
 * Starts a journey (demo client, no level) and signs in with the password, by form posts (the
 * browser's email and password steps have their own tests), then opens the second-factor page.
 */
async function signIn(page: Page, email: string) {
  await signInQuickly(page, email, { upTo: 'password' });
}

async function choose(page: Page, label: string) {
  await page.getByText(label).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function expectRoute(page: Page, path: string) {
  await expect(page).toHaveURL((u) => u.pathname + u.search === path);
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

test('change a landline number from the demo service: get-call-landline for the new number, the call, the code; the claims carry it', async ({
  page,
}) => {
  const email = 'new-landline@example.com';
  await startAtDemo(page);
  await emailAndPassword(page, email);
  await expectHeading(page, 'Get a security code by calling your landline');
  await page.getByRole('link', { name: 'Change my landline phone number' }).click();
  await expect(page).toHaveURL(/\/recovery\/change-landline\/enter-landline$/);
  await expectHeading(page, 'Enter your new landline phone number');
  await expectNoAxeViolations(page);
  await submitNumber(page, 'UK landline phone number', '0044 1632 960 999');

  await expectHeading(page, 'Get a security code by calling your landline');
  await expect(page.getByText(/We will call your new landline number/)).toBeVisible();
  await expect(page.getByText('landline number ending in 0999')).toBeAttached();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Call my landline now' }).click();
  const sent = await latestSent(page, email);
  expect(sent).toMatchObject({ method: 'call', to: '*******0999' });
  await enterCode(page, sent.code);

  await expectHeading(page, CONSENT);
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  await expectHeading(page, 'Signed in');
});

test('bad input on enter-mobile: empty, too long and wrong format give the summary and inline message and keep what was typed; pasted with spaces is accepted', async ({
  page,
}) => {
  const label = 'UK mobile phone number';
  await signIn(page, 'new-mobile@example.com');
  await openChangeMobile(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectFieldError(page, label, '', 'Enter your new mobile phone number', 'Enter your new mobile phone number');
  await expectNoAxeViolations(page);
  await submitNumber(page, label, '07700 900 999 1234');
  await expectFieldError(
    page,
    label,
    '07700 900 999 1234',
    'Your mobile phone number has too many digits',
    'Enter a mobile phone number with 11 digits, like 07700 900 982',
  );
  await submitNumber(page, label, '01632 960 001');
  await expectFieldError(
    page,
    label,
    '01632 960 001',
    'Enter a UK mobile phone number in the correct format',
    'Enter a UK mobile phone number, like 07700 900 982 or +44 7700 900 982',
  );
  // The number the account holds: the back end's answer, on the field.
  await submitNumber(page, label, '07700 900 160');
  await expectFieldError(
    page,
    label,
    '07700 900 160',
    'This is the mobile phone number we already have',
    'Enter your new mobile phone number, not the one we already have',
  );
  // Pasted with spaces and a country code.
  await page.getByLabel(label).fill('');
  await page.getByLabel(label).focus();
  await page.getByLabel(label).fill(' +44 7700 900 998 ');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
  expect(await latestSent(page, 'new-mobile@example.com')).toMatchObject({ to: '*******0998' });
});

test('bad input on enter-landline: empty, too long, wrong format and the number held', async ({ page }) => {
  const label = 'UK landline phone number';
  await signIn(page, 'new-landline@example.com');
  await page.getByRole('link', { name: 'Change my landline phone number' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectFieldError(
    page,
    label,
    '',
    'Enter your new landline phone number',
    'Enter your new landline phone number',
  );
  await submitNumber(page, label, '01632 960 001 23');
  await expectFieldError(
    page,
    label,
    '01632 960 001 23',
    'Your landline phone number has too many digits',
    'Enter a landline phone number with 10 or 11 digits, like 01632 960 001',
  );
  await submitNumber(page, label, '07700 900 999');
  await expectFieldError(
    page,
    label,
    '07700 900 999',
    'Enter a UK landline phone number in the correct format',
    'Enter a UK landline phone number, like 01632 960 001 or +44 1632 960 001',
  );
  await submitNumber(page, label, '01632 960 470');
  await expectFieldError(
    page,
    label,
    '01632 960 470',
    'This is the landline phone number we already have',
    'Enter your new landline phone number, not the one we already have',
  );
});

test('codes to the new number: resend shows the banner, a wrong code is cleared and its message stays, an expired code leads to mobile-code-expired whose new text goes to the new number; the change then completes', async ({
  page,
}) => {
  const email = 'new-mobile@example.com';
  await startAtDemo(page);
  await emailAndPassword(page, email);
  await openChangeMobile(page);
  await submitNumber(page, 'UK mobile phone number', '07700900999');
  await page.getByText('Not received a text?').click();
  await page.getByRole('button', { name: 'Send the security code again' }).click();
  await expect(page.getByText('You have been sent a new security code.')).toBeVisible();
  await expect(page.getByText('Your mobile phone number changes once you enter this code.')).toBeVisible();
  const resent = await latestSent(page, email);
  expect(resent.to).toBe('*******0999');

  await enterCode(page, resent.code === '000000' ? '111111' : '000000');
  await expect(page.getByTestId('error-summary')).toContainText('The security code is not correct');
  await expect(page.getByLabel('Security code', { exact: true })).toHaveValue('');

  await advanceClock(page, 6);
  await enterCode(page, resent.code);
  await expectHeading(page, 'This security code has expired');
  // A mobile-only account without passkeys: the lone "Text me again" link (spec 000 §2).
  await page.getByRole('button', { name: 'Text me again' }).click();
  await expectHeading(page, 'Enter the security code');
  // Wait for the new text (the page's heading is the same before and after it is sent).
  await expect.poll(async () => (await latestSent(page, email)).sentAt).toBeGreaterThan(resent.sentAt);
  const fresh = await latestSent(page, email);
  expect(fresh.to).toBe('*******0999');
  await enterCode(page, fresh.code);
  await expectHeading(page, CONSENT);
});

test('3 wrong codes to the new number: otp-attempts-exceeded, as for sign-in', async ({ page }) => {
  const email = 'new-mobile@example.com';
  await signIn(page, email);
  await openChangeMobile(page);
  await submitNumber(page, 'UK mobile phone number', '07700900999');
  const sent = await latestSent(page, email);
  const wrong = sent.code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 3; i += 1) {
    await enterCode(page, wrong);
    // The answer has come once the wrong code is emptied from the field (issue 28).
    if (i < 2) await expect(page.getByLabel('Security code', { exact: true })).toHaveValue('');
  }
  await expectRoute(page, '/otp-attempts-exceeded');
  await expectHeading(page, 'You cannot continue');
});

test('too many code requests: changing the number again lands on otp-requests-exceeded', async ({ page }) => {
  await signIn(page, 'new-mobile@example.com'); // the login's text is request 1
  for (let i = 0; i < 4; i += 1) {
    await page.goto('/recovery/change-mobile/enter-mobile');
    await submitNumber(page, 'UK mobile phone number', `0770090099${i}`);
    await expectHeading(page, 'Enter the security code');
  }
  await page.goto('/recovery/change-mobile/enter-mobile');
  await submitNumber(page, 'UK mobile phone number', '07700900995');
  await expectRoute(page, '/otp-requests-exceeded');
});

test('P9 and P5 accounts cannot change a number online: cannot-change-number, with the Help Centre and a way back', async ({
  page,
}) => {
  for (const email of ['confirmed@example.com', 'p5-mobile@example.com']) {
    await resetSimulator(page);
    await signIn(page, email);
    await openChangeMobile(page);
    await submitNumber(page, 'UK mobile phone number', '07700900999');
    await expectRoute(page, '/recovery/cannot-change-number');
    await expectHeading(page, 'You cannot change your phone number online');
    await expect(page).toHaveTitle('You cannot change your phone number online - NHS login');
    await expect(page.getByRole('link', { name: /Contact the NHS login help centre/ })).toHaveAttribute(
      'href',
      'https://help.login.nhs.uk/contactus',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go back and get a security code' }).click();
    await expectHeading(page, 'Enter the security code');
  }
  // The landline change of a P9 account likewise.
  await resetSimulator(page);
  await signIn(page, 'landline@example.com');
  await page.getByRole('link', { name: 'Change my landline phone number' }).click();
  await submitNumber(page, 'UK landline phone number', '01632 960 999');
  await expectRoute(page, '/recovery/cannot-change-number');
  await page.getByRole('link', { name: 'Go back and get a security code' }).click();
  await expectHeading(page, 'Get a security code by calling your landline');
});

test('every other error answer lands on a page: no password yet → log-in-password; an expired session → session-timeout; a failing back end → error', async ({
  page,
}) => {
  // Before the password (only the email entered): the back end answers "Invalid OTP Session".
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill('new-mobile@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  await page.goto('/recovery/change-mobile/enter-mobile');
  // The email was entered by script, so the server does not know it: the app's answer is under
  // test, not a native post before the app has taken over the page.
  await appReady(page);
  await submitNumber(page, 'UK mobile phone number', '07700900999');
  await expectRoute(page, '/log-in-password');

  // The session has expired (more than an hour).
  await resetSimulator(page);
  await signIn(page, 'new-mobile@example.com');
  await openChangeMobile(page);
  await advanceClock(page, 61);
  await submitNumber(page, 'UK mobile phone number', '07700900999');
  await expectRoute(page, '/session-timeout');

  // A back end that fails (500), for both numbers.
  for (const [link, label, number] of [
    ['Change my mobile phone number', 'UK mobile phone number', '07700900999'],
    ['Change my landline phone number', 'UK landline phone number', '01632960999'],
  ] as const) {
    await resetSimulator(page);
    await signIn(page, 'number-change-fails@example.com');
    await expectHeading(page, 'How do you want to get your security code?');
    if (link.includes('mobile')) {
      await choose(page, 'Text a security code to my mobile phone');
      await openChangeMobile(page);
    } else {
      await choose(page, 'Call my landline with a security code');
      await page.getByRole('link', { name: link }).click();
    }
    await submitNumber(page, label, number);
    await expectRoute(page, '/error');
    await expectHeading(page, 'Something went wrong');
  }
});

test('the "We have checked your GP record" card end to end: a client allowing P5 before P9 shows the GP-connect preview, and after the match consent shows the card', async ({
  page,
}) => {
  await page.goto(`${demoOrigin}/?client=gp-connect-client`);
  await page.getByRole('link', { name: 'Continue with NHS login' }).click();
  await expect(page).toHaveURL(/\/enter-email$/);
  await emailAndPassword(page, PROOFING_EMAIL);
  await enterCode(page, (await latestSent(page, PROOFING_EMAIL)).code);
  await expect(page).toHaveURL(/\/proofing\/find-nhs-record$/);
  await expect(page.getByText('Next: prove who you are')).toBeVisible();
  await expectNoAxeViolations(page);
  await pressContinue(page);
  await enterNhsNumber(page, people.alice.nhsNumber);
  await enterDob(page, people.alice.dob);
  await enterPostcode(page, people.alice.postcode);
  await page.getByRole('link', { name: 'Submit' }).click();

  await expectHeading(page, /Do you agree to share your information with GP Connect Demo/);
  await expect(page.getByText('We have matched you to your record')).toBeVisible();
  await expect(page.getByText('We have checked your GP record')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  await expectHeading(page, 'Signed in');
});

test('the demo client (P5 before P9 not allowed): no GP-connect preview and no GP-record card', async ({ page }) => {
  await page.goto(demoOrigin);
  await page.getByRole('link', { name: 'Continue with NHS login' }).click();
  await emailAndPassword(page, PROOFING_EMAIL);
  await enterCode(page, (await latestSent(page, PROOFING_EMAIL)).code);
  await expect(page).toHaveURL(/\/proofing\/find-nhs-record$/);
  await expect(page.getByText('Next: prove who you are')).toHaveCount(0);
  await pressContinue(page);
  await enterNhsNumber(page, people.alice.nhsNumber);
  await enterDob(page, people.alice.dob);
  await enterPostcode(page, people.alice.postcode);
  await page.getByRole('link', { name: 'Submit' }).click();
  await expectHeading(page, CONSENT);
  await expect(page.getByText('We have matched you to your record')).toBeVisible();
  await expect(page.getByText('We have checked your GP record')).toHaveCount(0);
});
