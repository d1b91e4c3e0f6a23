import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { people, pressContinue, proofAs, signInToProofing, type Person } from './proofingSupport.ts';
import { appOrigin, expectHeading, expectNoAxeViolations, expectPageStays, resetSimulator } from './support.ts';

/**
 * Duplicate accounts and account replacement end to end. spec 001 §2 "Duplicate-account and
 * replacement screens", §4 "Uplift outcome" (409) and "Duplicate account", §5.
 */

const HELP_CENTRE = 'https://help.login.nhs.uk/duplicateaccount';
const CONSENT = /Do you agree to share your information with Demo Health Service\?/;

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

/** Signs in as the proofing account and submits a person whose NHS number already has an account. */
async function toDuplicate(page: Page, who: Person) {
  await signInToProofing(page);
  await proofAs(page, who);
  await expect(page).toHaveURL(/\/duplicate-nhs-number$/);
  await expectHeading(page, 'You already have an NHS account');
}

async function choose(page: Page, label: string) {
  await page.getByText(label, { exact: true }).click();
  await pressContinue(page);
}

test('a. migration off: a choice is required; get help → email-address-found with the masked email; Continue to log in → enter-email and the duplicate flag is gone', async ({
  page,
}) => {
  await toDuplicate(page, people.dora);
  await expect(page.getByRole('link', { name: /Visit the NHS login help centre/ })).toHaveAttribute(
    'href',
    HELP_CENTRE,
  );
  await expectNoAxeViolations(page);
  await pressContinue(page);
  await expect(page.getByTestId('error-summary')).toContainText('Select what you want to do');
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoAxeViolations(page);

  await choose(page, 'Get help finding the email address linked to this account');
  await expect(page).toHaveURL(/\/email-address-found$/);
  await expectHeading(page, 'We found your email address');
  await expect(page.getByText('d***@example.com')).toBeVisible();
  const noAccess = page.getByRole('link', { name: /I do not have access to this email address/ });
  await expect(noAccess).toHaveAttribute('href', '/redirect-to-help-centre');
  await expect(noAccess).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Continue to log in' }).click();
  await expect(page).toHaveURL(/\/enter-email$/);
  await expectHeading(page, 'Enter your email address');
  await page.goto('/duplicate-nhs-number');
  await expect(page).toHaveURL(/\/error$/);
});

test('a. migration off: log in with the linked email → enter-email, the proofed account signed out (spec 001 §4 try-login)', async ({
  page,
  context,
}) => {
  await toDuplicate(page, people.dora);
  await choose(page, 'Log in with the email address linked to this account');
  await expect(page).toHaveURL(/\/enter-email$/);
  // The address changes before the enter-email page has loaded: wait for the page itself.
  await expectHeading(page, 'Enter your email address');
  await expect(page.getByRole('textbox', { name: 'Enter your email address' })).toHaveValue('');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('id_token');
  // A session restart no longer finishes the sign-in of the account just proofed.
  await page.goto('/check-login');
  await expect(page).toHaveURL(/\/enter-email$/);
});

test('"I do not have access to this email address" opens redirect-to-help-centre in a new tab: a spinner, then the help centre after 1 second', async ({
  page,
  context,
}) => {
  await context.route(`${HELP_CENTRE}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Help centre</title><h1>Help centre</h1>' }),
  );
  await toDuplicate(page, people.dora);
  await choose(page, 'Get help finding the email address linked to this account');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /I do not have access to this email address/ }).click(),
  ]);
  await expect(tab).toHaveURL(/\/redirect-to-help-centre$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Taking you to the NHS login help centre');
  const started = Date.now();
  await tab.waitForURL(HELP_CENTRE);
  expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  await tab.close();
});

test('multiple-emails-found: a choice is required; a reminder → reminder-email-sent; another → another-reminder-sent', async ({
  page,
}) => {
  await toDuplicate(page, people.della);
  await expect(page.getByText('d***@example.org')).toHaveCount(0);
  await choose(page, 'Get help finding the email address linked to this account');
  await expect(page).toHaveURL(/\/multiple-emails-found$/);
  await expectHeading(page, 'We found more than one email address');
  await expectNoAxeViolations(page);
  await pressContinue(page);
  await expect(page.getByTestId('error-summary')).toContainText('Select what you want to do');
  await expectNoAxeViolations(page);

  const started = Date.now();
  await choose(page, 'Get an email reminder sent to the email addresses linked to your details');
  await expect(page).toHaveURL(/\/reminder-email-sent$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  await expectHeading(page, 'We have sent you an email reminder');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/enter-email');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send another reminder' }).click();
  await expect(page).toHaveURL(/\/another-reminder-sent$/);
  await expectHeading(page, 'We have sent you another email reminder');
  await expectNoAxeViolations(page);
});

test('multiple-emails-found: the help centre → redirect-to-help-centre: its spinner, then the help centre after at least 1 second', async ({
  page,
}) => {
  // The help centre's answer is held until the page has been checked, so the spinner page stays in view.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requestedAt = 0;
  await page.route(`${HELP_CENTRE}**`, async (route) => {
    requestedAt = Date.now();
    await released;
    await route.fulfill({ contentType: 'text/html', body: '<title>Help centre</title><h1>Help centre</h1>' });
  });
  await toDuplicate(page, people.della);
  await choose(page, 'Get help finding the email address linked to this account');
  await page.getByText('Visit the NHS login help centre for further help', { exact: true }).click();
  const pressedAt = Date.now();
  await pressContinue(page);
  await expect(page).toHaveURL(/\/redirect-to-help-centre$/);
  await expectHeading(page, 'Taking you to the NHS login help centre');
  await expect(page.getByText('Please wait while we take you to the help centre')).toBeAttached();
  // No axe here: the page is leaving (axe cannot run while its navigation is pending); the
  // RedirectToHelpCentre story runs axe on this page.
  await expect.poll(() => requestedAt).toBeGreaterThan(0);
  expect(requestedAt - pressedAt).toBeGreaterThanOrEqual(1000);
  release();
  await page.waitForURL(HELP_CENTRE);
});

test('first reminder answered 429 → cannot-request-another-reminder', async ({ page }) => {
  await toDuplicate(page, people.reese);
  await choose(page, 'Get help finding the email address linked to this account');
  await choose(page, 'Get an email reminder sent to the email addresses linked to your details');
  await expect(page).toHaveURL(/\/cannot-request-another-reminder$/);
  await expectHeading(page, 'You cannot request another reminder');
  await expect(page.getByText('Wait 1 hour before you try again.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('second reminder refused with the reminder limit → cannot-request-another-reminder', async ({ page }) => {
  await toDuplicate(page, people.rhea);
  await choose(page, 'Get help finding the email address linked to this account');
  await choose(page, 'Get an email reminder sent to the email addresses linked to your details');
  await expect(page).toHaveURL(/\/reminder-email-sent$/);
  await page.getByRole('button', { name: 'Send another reminder' }).click();
  await expect(page).toHaveURL(/\/cannot-request-another-reminder$/);
});

test('b. eligible with one email: "Select an option to continue"; continue with a new account → confirm-account-replacement (pyi_sla, required checkbox) → /authcode → consent', async ({
  page,
}) => {
  await toDuplicate(page, people.eli);
  await expect(page.getByText('e***@example.com')).toBeVisible();
  await expect(page.getByText('Only use this if you have lost access to the email address.')).toBeVisible();
  await expectNoAxeViolations(page);
  await pressContinue(page);
  await expect(page.getByTestId('error-summary')).toContainText('Select an option to continue');

  await choose(page, 'Continue with your new account');
  await expect(page).toHaveURL(/\/confirm-account-replacement$/);
  await expectHeading(page, 'Continue with a new NHS account');
  await expect(page.getByText('This can take up to 48 hours.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/duplicate-nhs-number');
  await expectNoAxeViolations(page);
  await pressContinue(page);
  const summary = page.getByTestId('error-summary');
  await expect(summary).toContainText('There is a problem');
  await expect(summary).toContainText(
    'Confirm that you want to continue with a new NHS account and delete your existing one',
  );
  await expectNoAxeViolations(page);
  await page
    .getByText('I understand that continuing with my new NHS account means my old account will be deleted')
    .click();
  await pressContinue(page);
  await expectHeading(page, CONSENT);
});

test('duplicate-nhs-number reloads when reached by browser back navigation', async ({ page }) => {
  await toDuplicate(page, people.eli);
  await choose(page, 'Continue with your new account');
  await expect(page).toHaveURL(/\/confirm-account-replacement$/);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.goBack();
  await expect(page).toHaveURL(/\/duplicate-nhs-number$/);
  await expectHeading(page, 'You already have an NHS account');
  await expect
    // While the page reloads its context is gone for a moment: that read counts as "not yet".
    .poll(() =>
      page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded).catch(() => 'reloading'),
    )
    .toBe(undefined);
  // The reloaded page stays (no reload loop) and still works.
  await expectPageStays(page);
  await expect(page).toHaveURL(/\/duplicate-nhs-number$/);
  await expect(page.getByText('e***@example.com')).toBeVisible();
});

test('b. eligible with several emails: both shown; log in to the existing accounts → enter-email', async ({ page }) => {
  await toDuplicate(page, people.emma);
  await expect(page.getByText('e***@example.com')).toBeVisible();
  await expect(page.getByText('e***@example.net')).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(page, 'Log in to your existing accounts');
  await expect(page).toHaveURL(/\/enter-email$/);
});

test('account replacement failing → /error', async ({ page }) => {
  await toDuplicate(page, people.emma);
  await choose(page, 'Continue with your new accounts');
  await page
    .getByText('I understand that continuing with my new NHS account means my old account will be deleted')
    .click();
  await pressContinue(page);
  await expect(page).toHaveURL(/\/error$/);
  await expectHeading(page, 'Something went wrong');
});

test('account replacement refused (CID1119) → failed-eligibility, its reference on the page and in the contact link (spec 001 §8)', async ({
  page,
}) => {
  await toDuplicate(page, people.finn);
  await choose(page, 'Continue with your new account');
  await page
    .getByText('I understand that continuing with my new NHS account means my old account will be deleted')
    .click();
  await pressContinue(page);
  await expect(page).toHaveURL(/\/failed-eligibility\?errorCode=CID1119$/);
  await expectHeading(page, 'You cannot use this NHS account');
  await expect(page.getByText('Reference: CID1119')).toBeVisible();
  await expect(page.getByRole('link', { name: /Contact the NHS login Help Centre/ })).toHaveAttribute(
    'href',
    /errorCode=CID1119/,
  );
  await expect(page.getByText('call 111')).toBeVisible();
  await expect(page.getByText('In an emergency, call 999.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('c. migration on, not eligible: no choices, contact link with CID1116, 111 and 999', async ({ page }) => {
  await toDuplicate(page, people.nina);
  await expect(page.getByText(/not eligible to continue with a new account at this time/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', /errorCode=CID1116/);
  await expect(page.getByText('call 111')).toBeVisible();
  await expect(page.getByText('In an emergency, call 999.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('d. active_account: the masked email, the reason, log in to the existing account → enter-email', async ({
  page,
}) => {
  await toDuplicate(page, people.arlo);
  await expect(page.getByText('a***@example.com')).toBeVisible();
  await expect(page.getByText("As you've recently used this account, you cannot create a new one.")).toBeVisible();
  await expect(page.getByRole('link', { name: /Visit the NHS login help centre/ })).toHaveAttribute(
    'href',
    HELP_CENTRE,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Log in to your existing account' }).click();
  await expect(page).toHaveURL(/\/enter-email$/);
});

test('guards: every duplicate-account page without the duplicate flag → /error; without a session → no-client-info', async ({
  page,
}) => {
  await page.goto('/duplicate-nhs-number');
  await expect(page).toHaveURL(/\/no-client-info$/);
  await signInToProofing(page);
  for (const path of [
    '/duplicate-nhs-number',
    '/email-address-found',
    '/multiple-emails-found',
    '/confirm-account-replacement',
    '/reminder-email-sent',
    '/another-reminder-sent',
    '/cannot-request-another-reminder',
    '/redirect-to-help-centre',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/error$/);
  }
});

test('duplicate-nhs-number reloads when restored from the back-forward cache (a pageshow that is persisted; issue 28 item 14)', async ({
  page,
}) => {
  // Playwright's browsers keep no back-forward cache, so the restore's event is sent as the browser would send it.
  await toDuplicate(page, people.eli);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect
    // While the page reloads its context is gone for a moment: that read counts as "not yet".
    .poll(() =>
      page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded).catch(() => 'reloading'),
    )
    .toBe(undefined);
  await expectHeading(page, 'You already have an NHS account');
  await expect(page.getByText('e***@example.com')).toBeVisible();
});
