import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  appReady,
  advanceClock,
  appOrigin,
  newVisitor,
  demoRedirectUri,
  E2E_CODE_CHALLENGE,
  expectHeading,
  expectNoAxeViolations,
  latestCode,
  resetSimulator,
  signInQuickly,
  startJourney,
  expectPageStays,
} from './support.ts';

/**
 * Second factors, session restart and the sign-in error catalogue in a real browser against the
 * simulator: spec 000 §2 "Sign-in screens", §4 "Login authentication_state", "Security code
 * (mobile)", "Security code (landline)", "After authcode", "Session restart and loading", §5, §8.
 */

const PASSWORD = 'Password123!';
const CONSENT = /Do you agree to share your information/;

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await newVisitor(context);
});

async function enterEmail(page: Page, email: string) {
  await page.getByLabel('Enter your email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function enterPassword(page: Page, password = PASSWORD) {
  await expectHeading(page, 'Enter your password');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Starts a journey and signs in with the email and password by form posts (those steps in the
 * browser have their own tests in sign-in.spec.ts), then opens the second-factor page they lead
 * to, once the app has taken it over: the second factor is these tests' subject.
 */
async function signIn(page: Page, email: string) {
  await signInQuickly(page, email, { upTo: 'password' });
}

async function enterCode(page: Page, code: string, { remember = false } = {}) {
  await expectHeading(page, 'Enter the security code');
  await page.getByLabel('Security code', { exact: true }).fill(code);
  if (remember) await page.getByText('Remember this device and stop sending security codes').click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function choose(page: Page, label: string | RegExp) {
  await page.getByText(label).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The summary shows `message`, focused, and the title gains "Error: ". */
async function expectFormError(page: Page, message: string) {
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(message);
  await expect(page).toHaveTitle(/^Error: /);
}

async function expectRoute(page: Page, path: string) {
  await expect(page).toHaveURL((u) => u.pathname + u.search === path);
}

function wrongCode(code: string) {
  return code === '000000' ? '111111' : '000000';
}

// ---- Login authentication_state ----------------------------------------------------------------

test('VERIFIED with both methods: choose-authentication-method, its required message, then a text code', async ({
  page,
}) => {
  await signIn(page, 'both@example.com');
  await expectRoute(page, '/choose-authentication-method');
  await expectHeading(page, 'How do you want to get your security code?');
  await expect(page.getByRole('radio', { name: /mobile number ending in 0127/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /landline number ending in 0457/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expectFormError(page, 'You need to tell us which authentication method you want to use');
  await expect(
    page.locator('form').getByText('You need to tell us which authentication method you want to use'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await choose(page, /Text a security code to my mobile phone/);
  await expectRoute(page, '/enter-mobile-code');
  await expect(page.getByText('You have been sent a new security code.')).toHaveCount(0);
  await enterCode(page, await latestCode(page, 'both@example.com'));
  await expectHeading(page, CONSENT);
});

test('VERIFIED with both methods, landline chosen: get-call-landline, the call, enter-landline-code, wrong then right code', async ({
  page,
}) => {
  await signIn(page, 'both@example.com');
  await choose(page, /Call my landline with a security code/);
  await expectRoute(page, '/get-call-landline');
  await expectHeading(page, 'Get a security code by calling your landline');
  await expect(page.getByTestId('masked-number')).toHaveText('*******0457');
  await expect(page.getByText('You need to be at home to answer the call.')).toBeVisible();
  await expect(page.getByText(/call screening or call blocking/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change my landline phone number' })).toHaveAttribute(
    'href',
    '/recovery/change-landline/enter-landline',
  );
  await expect(page.getByRole('button', { name: 'Text a security code to my mobile phone instead' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Call my landline now' }).click();
  await expectRoute(page, '/enter-landline-code');
  await expectHeading(page, 'Enter the security code');
  await expect(page.getByText('The code is valid for 5 minutes.')).toBeVisible();
  await expectNoAxeViolations(page);
  const code = await latestCode(page, 'both@example.com');
  const outbox = await (await page.request.get(`${appOrigin}/simulator/outbox.json?email=both@example.com`)).json();
  expect(outbox[0].method).toBe('call');

  await enterCode(page, wrongCode(code));
  await expectFormError(page, 'The security code is not correct');
  await expectRoute(page, '/enter-landline-code');
  await expectNoAxeViolations(page);
  await enterCode(page, code);
  await expectHeading(page, CONSENT);
});

test('get-call-landline offers a text instead when a mobile is held; "Not received a call?" calls again with a confirmation', async ({
  page,
}) => {
  await signIn(page, 'both@example.com');
  await choose(page, /Call my landline/);
  await page.getByRole('button', { name: 'Call my landline now' }).click();
  await expectRoute(page, '/enter-landline-code');
  const first = await latestCode(page, 'both@example.com');
  await page.getByText('Not received a call?').click();
  await page.getByRole('button', { name: 'Call my landline again' }).click();
  await expect(page.getByText('We are calling your landline again with a new security code.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => latestCode(page, 'both@example.com')).not.toBe(first);

  await page.goBack();
  await expectRoute(page, '/get-call-landline');
  await page.getByRole('button', { name: 'Text a security code to my mobile phone instead' }).click();
  await expectRoute(page, '/enter-mobile-code');
  await enterCode(page, await latestCode(page, 'both@example.com'));
  await expectHeading(page, CONSENT);
});

test('VERIFIED with a landline only: get-call-landline at once, no text option', async ({ page }) => {
  await signIn(page, 'landline@example.com');
  await expectRoute(page, '/get-call-landline');
  await expect(page.getByTestId('masked-number')).toHaveText('*******0456');
  await expect(page.getByRole('button', { name: /Text a security code/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Call my landline now' }).click();
  await enterCode(page, await latestCode(page, 'landline@example.com'));
  await expectHeading(page, CONSENT);
});

test('VERIFIED with neither method, and an unknown authentication_state, go to error', async ({ page }) => {
  await signIn(page, 'no-methods@example.com');
  await expectRoute(page, '/error');
  await expectHeading(page, 'Something went wrong');
  await expectNoAxeViolations(page);

  await signIn(page, 'odd-state@example.com');
  await expectRoute(page, '/error');
  await expectHeading(page, 'Something went wrong');
});

test('RESET_PASSWORD goes to restore-message; UNREGISTERED to mobile registration', async ({ page }) => {
  await signIn(page, 'reset@example.com');
  await expectRoute(page, '/restore-message');
  await expectHeading(page, 'Something went wrong');
  await expect(page.getByText('You need to reset your password.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expectRoute(page, '/log-in-password');

  await signIn(page, 'no-phone@example.com');
  await expectRoute(page, '/register/enter-mobile');
  await expectHeading(page, 'Enter your mobile phone number');
  await expect(page.getByText(/does not have a mobile phone number yet/)).toBeVisible();
  await expectNoAxeViolations(page);
});

// ---- Security code (landline) outcomes ----------------------------------------------------------

test('a landline code after 5 minutes (simulator clock): landline-code-expired, its required message, call again', async ({
  page,
}) => {
  await signIn(page, 'landline@example.com');
  await page.getByRole('button', { name: 'Call my landline now' }).click();
  const old = await latestCode(page, 'landline@example.com');
  await advanceClock(page, 5);
  await enterCode(page, old);
  await expectRoute(page, '/landline-code-expired');
  await expectHeading(page, 'This security code has expired');
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expectFormError(page, 'You need to tell us what you want to do');
  await expectNoAxeViolations(page);

  await choose(page, 'Call my landline again for a new security code');
  await expectRoute(page, '/get-call-landline');
  await page.getByRole('button', { name: 'Call my landline now' }).click();
  // The old code is still in the outbox until the new call is made.
  await expect.poll(() => latestCode(page, 'landline@example.com')).not.toBe(old);
  const fresh = await latestCode(page, 'landline@example.com');
  await enterCode(page, fresh);
  await expectHeading(page, CONSENT);
});

test('landline-code-expired with a mobile held offers a text, which confirms the new code', async ({ page }) => {
  await signIn(page, 'landline-expired@example.com');
  await choose(page, /Call my landline/);
  await page.getByRole('button', { name: 'Call my landline now' }).click();
  await enterCode(page, await latestCode(page, 'landline-expired@example.com'));
  await expectRoute(page, '/landline-code-expired');
  await choose(page, 'Text a security code to my mobile phone');
  await expectRoute(page, '/enter-mobile-code');
  await expect(page.getByText('You have been sent a new security code.')).toBeVisible();
});

test("'Invalid OTP Session' on the landline (no call made in this session): landline-code-expired", async ({
  page,
}) => {
  await signIn(page, 'landline@example.com');
  await expectRoute(page, '/get-call-landline');
  await page.goto('/enter-landline-code');
  await enterCode(page, '123456');
  await expectRoute(page, '/landline-code-expired');
});

test("three wrong landline codes: 'OTP attempts exceeded' → otp-attempts-exceeded", async ({ page }) => {
  await signIn(page, 'landline@example.com');
  await page.getByRole('button', { name: 'Call my landline now' }).click();
  const wrong = wrongCode(await latestCode(page, 'landline@example.com'));
  for (let i = 0; i < 2; i++) {
    await enterCode(page, wrong);
    await expect(page.getByTestId('error-summary')).toContainText('The security code is not correct');
    // The answer has come once the wrong code is emptied from the field (issue 28).
    await expect(page.getByLabel('Security code', { exact: true })).toHaveValue('');
  }
  await enterCode(page, wrong);
  await expectRoute(page, '/otp-attempts-exceeded');
  await expectHeading(page, 'You cannot continue');
  await expect(page.getByText('You have entered the wrong security code too many times.')).toBeVisible();
});

test('a call that cannot be made: call-failed, its required message, then call again', async ({ page }) => {
  await signIn(page, 'call-fails@example.com');
  await page.getByRole('button', { name: 'Call my landline now' }).click();
  await expectRoute(page, '/call-failed');
  await expectHeading(page, 'We could not call your landline');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectFormError(page, 'You need to tell us what you want to do');
  await expectNoAxeViolations(page);
  await choose(page, 'Call my landline again for a new security code');
  await expectRoute(page, '/get-call-landline');
});

test('a text that cannot be sent (choose-authentication-method → mobile): error', async ({ page }) => {
  await signIn(page, 'text-fails@example.com');
  await choose(page, /Text a security code to my mobile phone/);
  await expectRoute(page, '/error');
  await expectHeading(page, 'Something went wrong');
});

// ---- Security code (mobile): expired-code choices, resend, remember-device -------------------------

test('mobile-code-expired with a landline held: radios, the required message, and the landline call', async ({
  page,
}) => {
  await signIn(page, 'both@example.com');
  await choose(page, /Text a security code/);
  const old = await latestCode(page, 'both@example.com');
  await advanceClock(page, 6);
  await enterCode(page, old);
  await expectRoute(page, '/mobile-code-expired');
  await expectHeading(page, 'This security code has expired');
  await expect(page.getByRole('radio', { name: 'Text me again with a new security code' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Call my landline with a security code' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Log in with my passkey' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Text me again' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expectFormError(page, 'You need to tell us what you want to do');
  await expectNoAxeViolations(page);

  await choose(page, 'Call my landline with a security code');
  await expectRoute(page, '/get-call-landline');
});

test('mobile-code-expired with a landline held: "Text me again with a new security code" sends a new code', async ({
  page,
}) => {
  await signIn(page, 'both@example.com');
  await choose(page, /Text a security code/);
  const old = await latestCode(page, 'both@example.com');
  await advanceClock(page, 6);
  await enterCode(page, old);
  await choose(page, 'Text me again with a new security code');
  await expectRoute(page, '/enter-mobile-code');
  await expect(page.getByText('You have been sent a new security code.')).toBeVisible();
  await expect.poll(() => latestCode(page, 'both@example.com')).not.toBe(old);
});

test('mobile-code-expired with neither passkey nor landline: only the "Text me again" button', async ({ page }) => {
  await signIn(page, 'expired-code@example.com');
  await enterCode(page, await latestCode(page, 'expired-code@example.com'));
  await expectRoute(page, '/mobile-code-expired');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Text me again' }).click();
  await expectRoute(page, '/enter-mobile-code');
  await expect(page.getByText('You have been sent a new security code.')).toBeVisible();
});

test('remember this device: rmd cookie for 180 days, id_token on path / with no expiry; the next sign-in skips the code', async ({
  page,
  context,
}) => {
  await signIn(page, 'confirmed@example.com');
  await enterCode(page, await latestCode(page, 'confirmed@example.com'), { remember: true });
  await expectHeading(page, CONSENT);
  const cookies = await context.cookies(appOrigin);
  const rmd = cookies.find((c) => c.name === 'remember_my_device');
  const idToken = cookies.find((c) => c.name === 'id_token');
  expect(rmd, 'remember_my_device cookie').toBeTruthy();
  const days = (rmd!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(179.9);
  expect(days).toBeLessThanOrEqual(180);
  expect(idToken, 'id_token cookie').toBeTruthy();
  expect(idToken!.path).toBe('/');
  expect(idToken!.expires).toBe(-1);

  // A new journey: AUTHENTICATED by the remembered device, straight to authcode and consent.
  const before = await (
    await page.request.get(`${appOrigin}/simulator/outbox.json?email=confirmed@example.com`)
  ).json();
  await signIn(page, 'confirmed@example.com');
  await expectHeading(page, CONSENT);
  const after = await (await page.request.get(`${appOrigin}/simulator/outbox.json?email=confirmed@example.com`)).json();
  expect(after.length).toBe(before.length);
});

test('an rmd token the server calls INVALID deletes the cookie, and a code is sent as usual', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'remember_my_device', value: 'not-a-live-token', url: appOrigin }]);
  await signIn(page, 'confirmed@example.com');
  await expectRoute(page, '/enter-mobile-code');
  await expect
    .poll(async () => (await context.cookies(appOrigin)).some((c) => c.name === 'remember_my_device'))
    .toBe(false);
});

test('"Not received a text?" sends a new code, confirms it, and the new code signs in', async ({ page }) => {
  await signIn(page, 'confirmed@example.com');
  const first = await latestCode(page, 'confirmed@example.com');
  await page.getByText('Not received a text?').click();
  await page.getByRole('button', { name: 'Send the security code again' }).click();
  await expect(page.getByText('You have been sent a new security code.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => latestCode(page, 'confirmed@example.com')).not.toBe(first);
  await enterCode(page, await latestCode(page, 'confirmed@example.com'));
  await expectHeading(page, CONSENT);
});

// ---- §8 error catalogue ---------------------------------------------------------------------

const loginErrors: [email: string, path: string, heading: string, text: string][] = [
  [
    'password-locked@example.com',
    '/password-attempts-exceeded',
    'You cannot continue',
    'You have entered the wrong password too many times.',
  ],
  [
    'login-attempts@example.com',
    '/otp-requests-exceeded',
    'You cannot continue',
    'You have asked for a security code too many times.',
  ],
  [
    'otp-requests-locked@example.com',
    '/otp-requests-exceeded',
    'You cannot continue',
    'You have asked for a security code too many times.',
  ],
  [
    'otp-locked@example.com',
    '/otp-attempts-exceeded',
    'You cannot continue',
    'You have entered the wrong security code too many times.',
  ],
  ['disabled@example.com', '/account-disabled?errorCode=CID2013', 'You cannot use your account', 'Reference: CID2013'],
  ['error-account@example.com', '/error-account', 'You cannot use your NHS login', 'Reference: CID2014'],
  [
    'passkey-attempts@example.com',
    '/passkey-login-attempts-exceeded',
    'You cannot continue',
    'You have tried to log in with a passkey too many times.',
  ],
  [
    'explicit-deny@example.com',
    '/session-timeout',
    'We have logged you out',
    'It has been more than 1 hour since you logged in.',
  ],
];

// One test for the table, a fresh journey for each row in the same browser context (each row a
// page of its own in a fresh context cost a context and a first load of the app each: the suite's
// time, docs/decisions/0045-fewer-browser-contexts.md). A failing row names its account.
test('login errors: each account state lands on its page, with its heading, text and no axe violation', async ({
  page,
  context,
}) => {
  for (const [email, path, heading, text] of loginErrors) {
    await test.step(`${email} → ${path}`, async () => {
      await newVisitor(context);
      await signIn(page, email);
      await expectRoute(page, path);
      await expectHeading(page, heading);
      await expect(page.getByText(text, { exact: false })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test("'Incorrect username or password.' five times: the form error, then password-attempts-exceeded", async ({
  page,
}) => {
  await startJourney(page);
  await enterEmail(page, 'confirmed@example.com');
  for (let i = 0; i < 4; i++) {
    await enterPassword(page, 'wrong-password');
    await expectFormError(page, 'Enter the correct password');
  }
  await enterPassword(page, 'wrong-password');
  await expectRoute(page, '/password-attempts-exceeded');
});

const authcodeErrors: [email: string, path: string, heading: string, text: string][] = [
  [
    'nhs-number-problem@example.com',
    '/login-problem-nhs-number',
    'There is a problem with your NHS number',
    'Reference: CID2011',
  ],
  ['login-disabled@example.com', '/login-disabled?errorCode=CID2012', 'There is a problem', 'Reference: CID2012'],
  [
    'authcode-disabled@example.com',
    '/login-disabled-authcode?errorCode=CID2014',
    'You cannot use your account',
    'Reference: CID2014',
  ],
];

test('authcode failures: each account lands on its page after the code, with its heading, text and no axe violation', async ({
  page,
  context,
}) => {
  for (const [email, path, heading, text] of authcodeErrors) {
    await test.step(`${email} → ${path}`, async () => {
      await newVisitor(context);
      await signIn(page, email);
      await enterCode(page, await latestCode(page, email));
      await expectRoute(page, path);
      await expectHeading(page, heading);
      await expect(page.getByText(text)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('Auth API 401 Unauthorized (the session is over an hour old): session-timeout', async ({ page }) => {
  await startJourney(page);
  await enterEmail(page, 'confirmed@example.com');
  // The hour passes once the email step has been answered, not while its call is under way.
  await expectHeading(page, 'Enter your password');
  await advanceClock(page, 61);
  await enterPassword(page);
  await expectRoute(page, '/session-timeout');
  await expectHeading(page, 'We have logged you out');
  await expectNoAxeViolations(page);
});

// ---- Session restart and loading --------------------------------------------------------------

/** What a relying service does to start again: a new authorization request (new session cookie). */
async function newSessionFromClient(page: Page) {
  const q = new URLSearchParams({
    client_id: 'demo-client',
    redirect_uri: demoRedirectUri,
    response_type: 'code',
    code_challenge: E2E_CODE_CHALLENGE,
    code_challenge_method: 'S256',
    state: 'state-2',
    scope: 'openid profile email phone',
    nonce: 'nonce-2',
  });
  const res = await page.request.get(`${appOrigin}/authorize?${q.toString()}`, { maxRedirects: 0 });
  expect([302, 303]).toContain(res.status());
}

test('session timeout with a newer session: the password step restarts at check-login, keeping the email', async ({
  page,
}) => {
  await startJourney(page);
  await enterEmail(page, 'confirmed@example.com');
  await expectHeading(page, 'Enter your password');
  await advanceClock(page, 61);
  await newSessionFromClient(page);
  await enterPassword(page);
  // check-login: no second factor yet, an email is stored → log-in-password, fresh, in the new
  // session (the journey is the server's alone since issue 44: the sign-in below goes through in
  // the new session only).
  await expectRoute(page, '/log-in-password');
  // The URL is the same before and after the restart: the emptied field is the sign it came (its
  // 1-second check-login step and a page load, slow on a busy machine).
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('', { timeout: 15_000 });
  await enterPassword(page);
  await enterCode(page, await latestCode(page, 'confirmed@example.com'));
  await expectHeading(page, CONSENT);
});

test('session timeout with a newer session: the email step restarts at check-account-status', async ({ page }) => {
  await startJourney(page);
  await advanceClock(page, 61);
  await newSessionFromClient(page);
  await enterEmail(page, 'confirmed@example.com');
  // check-account-status retries with the stored email in the new session.
  await expectRoute(page, '/log-in-password');
  await enterPassword(page);
  await expectRoute(page, '/enter-mobile-code');
});

test('check-account-status and check-login with nothing stored go to enter-email; with an email, check-login goes on', async ({
  page,
}) => {
  // These two pages decide with script after the app has loaded (not yet on the server): on a
  // busy 2-core machine loading and hydrating a full page can take longer than the usual 7 s.
  const decided = async (path: string) =>
    expect(page).toHaveURL((u) => u.pathname + u.search === path, { timeout: 20_000 });
  await startJourney(page);
  await page.goto('/check-account-status');
  await decided('/enter-email');
  await page.goto('/check-login');
  await decided('/enter-email');

  await enterEmail(page, 'confirmed@example.com');
  await expectHeading(page, 'Enter your password');
  // A GET of check-account-status runs no account check (issue 55 item 5): enter-email, the email kept.
  await page.goto('/check-account-status');
  await decided('/enter-email');
  await page.goto('/check-login');
  await decided('/log-in-password');
});

test('missing client id: no session → no-client-info (CID1004)', async ({ page }) => {
  // (A session without a client id cannot be made from the browser since the server alone keeps
  // the journey, issue 44: guardRedirect's unit tests cover it.)
  await page.goto('/enter-email');
  await expectRoute(page, '/no-client-info');
  await expect(page.getByText('Reference: CID1004')).toBeVisible();
});

test('a page chunk that fails to load reloads the page once and then shows the page', async ({ page }) => {
  await signIn(page, 'landline@example.com');
  await expectRoute(page, '/get-call-landline');
  // The app's own navigation is under test, not the form's native post.
  await appReady(page);
  let failures = 0;
  await page.route(/\/assets\/EnterLandlineCodePage-[^/]+\.js$/, (route) => {
    if (failures++ === 0) return route.abort();
    return route.continue();
  });
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents++;
  });
  await page.getByRole('button', { name: 'Call my landline now' }).click();
  await expectRoute(page, '/enter-landline-code');
  await expectHeading(page, 'Enter the security code');
  // The reloaded page is server-rendered: its heading shows before the chunk is asked for again.
  await expect.poll(() => failures).toBe(2);
  expect(documents).toBe(1);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('nhsl:chunk-reload'))).toBeNull();
});

test('a page chunk that keeps failing shows "Something went wrong" after one reload: no reload loop', async ({
  page,
}) => {
  await signIn(page, 'landline@example.com');
  await expectRoute(page, '/get-call-landline');
  // The app's own navigation is under test, not the form's native post.
  await appReady(page);
  await page.route(/\/assets\/EnterLandlineCodePage-[^/]+\.js$/, (route) => route.abort());
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents++;
  });
  await page.getByRole('button', { name: 'Call my landline now' }).click();
  await expectHeading(page, 'Something went wrong');
  await expectPageStays(page);
  await expectHeading(page, 'Something went wrong');
  expect(documents).toBe(1);
  await expectNoAxeViolations(page);
});
