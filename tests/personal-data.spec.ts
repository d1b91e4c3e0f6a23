import type { BrowserContext, Page } from '@playwright/test';
import { ID_TOKEN_COOKIE, type ResetEmail } from '@nhsl/contract';
import { expect, test } from './fixtures.ts';
import {
  PROOFING_EMAIL,
  enterDob,
  enterNhsNumber,
  enterPostcode,
  people,
  pressContinue,
  signInToProofing,
  type Person,
} from './proofingSupport.ts';
import { appOrigin, demoOrigin, expectHeading, latestCode, resetSimulator, startJourney } from './support.ts';

/**
 * Personal data only as long as needed (issue 16). After each journey the test lists everything
 * the browser keeps — cookies, every origin's localStorage, the app's sessionStorage — and finds
 * no personal data in it. Since issue 44 the journey's state, the email and the proofing details
 * (NHS number, names, date of birth, postcode) included, is kept by the app's server alone, in the
 * sealed journey cookie (encrypted, HttpOnly, gone when the browser closes); the id_token is an
 * HttpOnly cookie (spec 000 §4 "Cookies").
 */

const PASSWORD = 'Password123!';
const CONSENT = 'Do you agree to share your information with Demo Health Service?';

/** What the browser keeps: cookies, each origin's localStorage and the open page's sessionStorage. */
interface Kept {
  cookies: { name: string; value: string }[];
  local: string;
  session: string;
}

async function kept(page: Page, context: BrowserContext): Promise<Kept> {
  const state = await context.storageState();
  const session =
    new URL(page.url()).origin === appOrigin ? await page.evaluate(() => JSON.stringify({ ...sessionStorage })) : '';
  return {
    cookies: state.cookies.map((c) => ({ name: c.name, value: decodeURIComponent(c.value) })),
    local: JSON.stringify(state.origins),
    session,
  };
}

/** The app's localStorage on the app's origin, as key → value. */
function appLocal(k: Kept): Record<string, string> {
  const origins = JSON.parse(k.local) as { origin: string; localStorage: { name: string; value: string }[] }[];
  return Object.fromEntries(
    (origins.find((o) => o.origin === appOrigin)?.localStorage ?? []).map((e) => [e.name, e.value]),
  );
}

/** Every way a person's details could be written. */
function details(p: Person): string[] {
  const [d, m, y] = p.dob;
  return [
    p.nhsNumber,
    `${p.nhsNumber.slice(0, 3)} ${p.nhsNumber.slice(3, 6)} ${p.nhsNumber.slice(6)}`,
    p.firstName,
    p.lastName,
    `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`,
    p.postcode,
    p.postcode.replace(/\s/g, ''),
  ];
}

function expectAbsent(text: string, values: readonly string[], where: string): void {
  for (const v of values) expect(text.toLowerCase(), `"${v}" in ${where}`).not.toContain(v.toLowerCase());
}

/** From find-nhs-record to check-your-details with `p`'s NHS number, date of birth and postcode. */
async function enterDetails(page: Page, p: Person): Promise<void> {
  await pressContinue(page);
  await enterNhsNumber(page, p.nhsNumber);
  await enterDob(page, p.dob);
  await enterPostcode(page, p.postcode);
  await expectHeading(page, 'Check your details');
}

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

test('proofing details are kept by the server for the journey only: a reload keeps them, closing the browser forgets them, and the browser never holds them', async ({
  browser,
}) => {
  // A browser of its own, so it can be closed mid-journey (the fixture's page stays open).
  const context = await browser.newContext({ baseURL: appOrigin });
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  const page = await context.newPage();
  const alice = people.alice;
  await signInToProofing(page);
  await enterDetails(page, alice);

  const during = await kept(page, context);
  expectAbsent(during.local + during.session + JSON.stringify(during.cookies), details(alice), 'the browser');
  await page.reload();
  await expectHeading(page, 'Check your details');
  await expect(page.getByText(alice.nhsNumber)).toBeVisible();

  // What survives closing the browser is its lasting cookies and localStorage: the journey's
  // sealed cookie lives only as long as the browser (no Max-Age).
  const state = await context.storageState();
  expect(state.cookies.find((c) => c.name === 'nhsl-journey')?.expires).toBe(-1);
  const survives = { ...state, cookies: state.cookies.filter((c) => c.expires > 0) };
  await context.close();
  const reopened = await browser.newContext({ baseURL: appOrigin, storageState: survives });
  const again = await reopened.newPage();
  await again.goto('/proofing/check-your-details');
  await expect(again.locator('main')).toBeVisible();
  await expect(again.getByText(alice.nhsNumber)).toHaveCount(0);
  const after = await kept(again, reopened);
  expectAbsent(after.local + after.session + JSON.stringify(after.cookies), details(alice), 'the reopened browser');
  await reopened.close();
});

test('after proofing succeeds, nothing of the person is kept anywhere', async ({ page, context }) => {
  const alice = people.alice;
  await signInToProofing(page);
  await enterDetails(page, alice);
  await page.getByRole('link', { name: 'Submit' }).click();
  await expectHeading(page, CONSENT);
  const k = await kept(page, context);
  expectAbsent(k.local + k.session + JSON.stringify(k.cookies), [...details(alice), PASSWORD], 'storage or cookies');
});

test('after sign-in, the browser keeps nothing of the journey: no email, password, code or phone number; the id_token only in its HttpOnly cookie', async ({
  page,
  context,
}) => {
  const email = 'confirmed@example.com';
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
  const code = await latestCode(page, email);
  await page.getByLabel('Security code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, CONSENT);
  const k = await kept(page, context);

  const everything = k.local + k.session + JSON.stringify(k.cookies);
  expectAbsent(
    everything,
    [email, PASSWORD, code, '07700900123', '07700 900123', '+447700900123'],
    'storage or cookies',
  );
  expect(Object.keys(appLocal(k)).filter((key) => key.startsWith('nhsl:'))).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('cookiePreference=no');
  const idToken = (await context.cookies(appOrigin)).find((c) => c.name === ID_TOKEN_COOKIE);
  expect(idToken?.httpOnly).toBe(true);

  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  const end = await kept(page, context);
  expectAbsent(
    end.local + JSON.stringify(end.cookies),
    [email, PASSWORD, code, '07700900123'],
    'the browser at the end',
  );
  expect((await context.cookies(appOrigin)).map((c) => c.name)).not.toContain(ID_TOKEN_COOKIE);
});

test('after a password reset, neither the email, the code nor the new password is kept', async ({ page, context }) => {
  const email = 'confirmed@example.com';
  const newPassword = 'a brand new passphrase';
  await page.goto('/forgotten-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expectHeading(page, 'Check your email');
  const [mail] = (await (
    await page.request.get(`${appOrigin}/simulator/reset-emails.json?email=${encodeURIComponent(email)}`)
  ).json()) as ResetEmail[];
  await page.goto(mail!.link);
  await expectHeading(page, 'Create a new password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/reset\/success$/);
  const k = await kept(page, context);
  expectAbsent(
    k.local + k.session + JSON.stringify(k.cookies),
    [email, mail!.code, newPassword, PROOFING_EMAIL],
    'storage or cookies',
  );
});
