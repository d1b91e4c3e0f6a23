import type { BrowserContext, Page } from '@playwright/test';
import { emailMessages } from '@nhsl/content';
import { AUTH_COOKIE, SESSION_LENGTH_MINUTES } from '@nhsl/contract';
import { expect, test } from './fixtures.ts';
import { appOrigin, demoOrigin, expectHeading, latestCode, resetSimulator, startJourney } from './support.ts';

/**
 * One journey, held by the server (issue 44). With script the browser keeps nothing of the
 * journey: after every step of sign-in, localStorage and sessionStorage hold no `nhsl:` key and
 * `document.cookie` holds only the cookie choice. The server's sealed state is the one copy, so
 * the CSRF token changes with the session, a sealed cookie of an ended journey is worth nothing,
 * two tabs cannot split the journey, the session-timeout page leaves nothing behind, and a state
 * too large for its cookie is never dropped without a word.
 */

const PASSWORD = 'Password123!';
const EMAIL = 'confirmed@example.com';
const CONSENT = 'Do you agree to share your information with Demo Health Service?';
const OTHER_TAB = 'You have already done this in another tab or window';

/** The notice a page shows when a step had been done already (issue 54). */
const notice = (page: Page) => page.getByRole('region', { name: 'Important' });

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

/** What page script can see of the journey: web storage's app keys and document.cookie. */
async function expectNothingInTheBrowser(page: Page, step: string): Promise<void> {
  const seen = await page.evaluate(() => ({
    keys: [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) => k.startsWith('nhsl')),
    cookie: document.cookie,
  }));
  expect(seen, `after ${step}`).toEqual({ keys: [], cookie: 'cookiePreference=no' });
}

/** The CSRF token the page's forms carry. */
const csrfOf = (page: Page) => page.locator('form input[name="_csrf"]').first().inputValue();

/** The sealed journey cookie, as the browser holds it. */
async function journeyCookie(context: BrowserContext) {
  return (await context.cookies(appOrigin)).find((c) => c.name === 'nhsl-journey');
}

test('after every step of a sign-in by script the browser holds nothing of the journey, and the CSRF token is renewed at the new session and at sign-in', async ({
  page,
}) => {
  await page.goto('/cookies');
  const beforeSession = (JSON.parse((await page.locator('#page-data').textContent()) ?? '{}') as { csrf?: string })
    .csrf;
  expect(beforeSession).toBeTruthy();
  await startJourney(page);
  await expectNothingInTheBrowser(page, 'the authorization request');
  const started = await csrfOf(page);
  expect(started, 'a new token with the new session').not.toBe(beforeSession);

  await page.getByLabel('Enter your email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  await expectNothingInTheBrowser(page, 'the email');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
  await expectNothingInTheBrowser(page, 'the password');
  const beforeSignIn = await csrfOf(page);
  await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, EMAIL));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, CONSENT);
  await expectNothingInTheBrowser(page, 'the security code');
  expect(await csrfOf(page), 'a new token once signed in').not.toBe(beforeSignIn);

  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  await page.goto(`${appOrigin}/cookies`);
  await expectNothingInTheBrowser(page, 'the hand-off');
});

test('a sealed cookie of a journey that has ended finds no journey when replayed', async ({ page, context }) => {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
  // Captured before the code step.
  const captured = (await journeyCookie(context))!;
  const oldToken = await csrfOf(page);
  await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, EMAIL));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, CONSENT);
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  expect(await journeyCookie(context), 'the hand-off deletes it').toBeUndefined();

  // The old sealed cookie alone, replayed: no email, and its CSRF token posts nothing.
  await context.addCookies([captured]);
  await page.goto(`${appOrigin}/log-in-password`);
  await expect(page.locator('main')).not.toContainText(EMAIL);
  const res = await page.request.post(`${appOrigin}/log-in-password`, {
    form: { _csrf: oldToken, password: PASSWORD },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
});

test('two tabs: a step posted from a page the journey has moved on from is not run', async ({ page, context }) => {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  // Tab B goes back and enters another account's email.
  const other = await context.newPage();
  await other.goto(`${appOrigin}/enter-email`);
  await other.getByLabel('Enter your email address').fill('consented@example.com');
  await other.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(other, 'Enter your password');
  const codesBefore = await (
    await page.request.get(`${appOrigin}/simulator/outbox.json?email=consented%40example.com`)
  ).json();
  // Tab A's password, typed for the first account, is not sent on the journey tab B changed.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  // issue 54: the page says why it came back.
  await expect(notice(page)).toContainText(OTHER_TAB);
  const codesAfter = await (
    await page.request.get(`${appOrigin}/simulator/outbox.json?email=consented%40example.com`)
  ).json();
  expect(codesAfter, "no code was sent for tab B's account").toEqual(codesBefore);
  await other.close();
});

test('two tabs send different forms at once: one runs, the other runs nothing and shows the journey as it is now (issue 55 item 7)', async ({
  page,
  context,
}) => {
  await startJourney(page);
  const other = await context.newPage();
  await other.goto(`${appOrigin}/enter-email`);
  await expect(other.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  // Both forms' posts are held until both have left the browser, then sent on together.
  let release = () => {};
  const both = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await context.route(
    (url) => url.pathname === '/enter-email',
    async (route) => {
      // (Only the two forms' posts: a page's passkey autofill posts here too.)
      if (route.request().method() !== 'POST' || !/(^|&)email=/.test(route.request().postData() ?? ''))
        return route.continue();
      if (++held === 2) release();
      await both;
      await route.continue();
    },
  );
  await page.getByLabel('Enter your email address').fill(EMAIL);
  await other.getByLabel('Enter your email address').fill('consented@example.com');
  await Promise.all([page, other].map((p) => p.getByRole('button', { name: 'Continue' }).click()));
  // One tab's email was checked and its journey went on; the other's was never sent to the back end.
  const headings = async () =>
    Promise.all([page, other].map((p) => p.getByRole('heading', { level: 1 }).first().textContent()));
  await expect.poll(headings).toContain('Enter your password');
  await expect.poll(async () => (await headings()).filter((h) => h === 'Enter your password').length).toBe(1);
  // The journey holds the email of the tab that went on: its password signs in. (The other tab,
  // back at enter-email, is closed first: its passkey autofill moves the journey on when it starts,
  // and the page that went on is then read again.)
  const ran =
    (await page.getByRole('heading', { level: 1 }).first().textContent()) === 'Enter your password' ? page : other;
  await context.unroute((url) => url.pathname === '/enter-email');
  await (ran === page ? other : page).close();
  await ran.reload();
  await expectHeading(ran, 'Enter your password');
  await ran.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await ran.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(ran, 'Enter the security code');
});

/** Signs in with password up to the security code page. */
async function toSecurityCode(page: Page): Promise<void> {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
}

test('issue 54: a second tab that submits the code the first tab used goes on to consent, saying why', async ({
  page,
  context,
}) => {
  await toSecurityCode(page);
  const other = await context.newPage();
  await other.goto(`${appOrigin}/enter-mobile-code`);
  await expectHeading(other, 'Enter the security code');
  const code = await latestCode(page, EMAIL);
  await page.getByLabel('Security code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, CONSENT);
  await expect(notice(page)).toHaveCount(0);
  // The second tab's form carries the token of before the sign-in: not run, and no "Something went wrong".
  await other.getByLabel('Security code', { exact: true }).fill(code);
  await other.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(other, CONSENT);
  await expect(notice(other)).toContainText(OTHER_TAB);
  // Said once: the next page shown has no notice.
  await other.reload();
  await expectHeading(other, CONSENT);
  await expect(notice(other)).toHaveCount(0);
  await other.close();
});

test('issue 54: Back from consent and the used code again says it has been used, and goes on to consent', async ({
  page,
}) => {
  await toSecurityCode(page);
  const code = await latestCode(page, EMAIL);
  await page.getByLabel('Security code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, CONSENT);
  await page.goBack();
  await expectHeading(page, 'Enter the security code');
  await page.getByLabel('Security code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, CONSENT);
  await expect(notice(page)).toContainText('You have already used this security code');
  await expect(page.locator('main')).not.toContainText('expired');
});

for (const [how, refused] of [
  ['agreed', false],
  ['refused', true],
] as const)
  test(`issue 54: Back after the sign-in finished (${how}) says so and links to the service, not CID1004`, async ({
    page,
  }) => {
    await toSecurityCode(page);
    await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, EMAIL));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, CONSENT);
    if (refused) {
      await page.getByRole('link', { name: 'I do not agree to share this information' }).click();
      await page.getByRole('radio', { name: 'Go to Demo Health Service without sharing my information' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
    } else await page.getByRole('button', { name: 'I agree' }).click();
    await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
    await page.goBack();
    await expectHeading(page, 'You have finished logging in');
    await expect(page.locator('main')).not.toContainText('CID1004');
    const back = page.getByRole('link', { name: 'Go back to Demo Health Service' });
    await expect(back).toHaveAttribute('href', new RegExp(`^${demoOrigin}`));
  });

test('a GET of the session-timeout page ends nothing; the session ends on the server when it runs out with the page open: nothing is left, and the password page no longer knows the email', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  // A link from anywhere (issue 55 item 5, "Loaders change nothing"): the page, and nothing ended.
  const before = (await context.cookies(appOrigin)).map((c) => c.name);
  await page.goto('/session-timeout');
  await expectHeading(page, 'We have logged you out');
  const kept = (await context.cookies(appOrigin)).map((c) => c.name);
  for (const name of ['nhsl-journey', AUTH_COOKIE]) expect(kept).toContain(name);
  expect(kept.sort()).toEqual(before.sort());
  await page.goto('/log-in-password');
  await expectHeading(page, 'Enter your password');
  // The countdown is the page script's: it starts once the app has taken the page over.
  await expect(page.locator('html')).toHaveAttribute('data-mounted', '');
  // The session runs out with the page open: the timeout warning's post ends it on the server.
  await page.clock.fastForward(SESSION_LENGTH_MINUTES * 60_000 + 1_000);
  await expectHeading(page, 'We have logged you out');
  const left = (await context.cookies(appOrigin)).map((c) => c.name);
  for (const gone of ['nhsl-journey', 'id_token', AUTH_COOKIE]) expect(left).not.toContain(gone);
  await expectNothingInTheBrowser(page, 'the session-timeout page');
  await page.goto('/log-in-password');
  await expect(page.locator('main')).not.toContainText(EMAIL);
});

test('a 3,000-character email gets the format message, and the journey goes on', async ({ page, context }) => {
  await startJourney(page);
  const long = `${'a'.repeat(2_988)}@example.com`;
  await page.getByLabel('Enter your email address').fill(long);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText(emailMessages.formatSummary);
  expect((await journeyCookie(context))!.value.length).toBeLessThan(4_000);
  await page.getByLabel('Enter your email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a 3,000-character email gets the format message, not a dropped cookie', async ({ page }) => {
    await startJourney(page);
    await page.getByLabel('Enter your email address').fill(`${'b'.repeat(2_988)}@example.com`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole('alert')).toContainText(emailMessages.formatSummary);
  });
});
