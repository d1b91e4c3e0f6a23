import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  appOrigin,
  appReady,
  demoOrigin,
  expectHeading,
  expectNoAxeViolations,
  latestCode,
  resetSimulator,
} from './support.ts';
import { welsh } from './welsh.ts';

/**
 * The Welsh journeys of issue 46 ("Cymraeg"), run with script (tests/welsh.spec.ts) and without
 * it (tests/nojs/welsh.spec.ts): the same user-visible behaviour either way, apart from what only
 * script can do (the language link's in-place switch keeps text typed and not yet posted).
 */

const scripted = () => test.info().project.use.javaScriptEnabled !== false;

/** The demo service's "Cymraeg" start: the authorization request carries ui_locales=cy. */
async function startInWelsh(page: Page): Promise<void> {
  await page.goto(demoOrigin);
  const authorize = page.waitForRequest((r) => new URL(r.url()).pathname === '/authorize');
  await page.getByRole('link', { name: 'Cymraeg: Parhau gyda NHS login' }).click();
  expect(new URL((await authorize).url()).searchParams.get('ui_locales')).toBe('cy');
  await expect(page).toHaveURL(/\/enter-email$/);
  await appReady(page);
}

/** axe in the page, where script runs (without it, the nojs project has nothing to run it with). */
async function expectAccessible(page: Page): Promise<void> {
  if (scripted()) await expectNoAxeViolations(page);
}

/** The page is in Welsh: `<html lang="cy">`, and the header offers English, marked as English. */
async function expectWelshPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  const english = page.getByRole('link', { name: 'English', exact: true });
  await expect(english).toHaveAttribute('lang', 'en-GB');
  await expect(english).toHaveAttribute('hreflang', 'en-GB');
}

/** Registers the scenarios in the calling spec file. */
export function welshScenarios(): void {
  test.beforeEach(async ({ page, context }) => {
    await resetSimulator(page);
    await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  });

  test('from the client with ui_locales=cy, the sign-in is in Welsh to the client’s claims', async ({ page }) => {
    await startInWelsh(page);
    await expectWelshPage(page);
    await expectHeading(page, welsh('enterEmail.heading'));
    await expect(page).toHaveTitle(`${welsh('enterEmail.title')} - NHS login`);
    await expectAccessible(page);
    await page.getByLabel(welsh('enterEmail.heading')).fill('confirmed@example.com');
    await page.getByRole('button', { name: welsh('enterEmail.continue') }).click();

    await expectHeading(page, welsh('logInPassword.heading'));
    await expectWelshPage(page);
    await page.getByLabel(welsh('logInPassword.label'), { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: welsh('logInPassword.continue') }).click();

    await expectHeading(page, welsh('enterMobileCode.heading'));
    await expectWelshPage(page);
    // A plural in Welsh: the code's 5 minutes ("5 munud").
    await expect(page.getByText("Mae'r cod yn ddilys am 5 munud.")).toBeVisible();
    await expectAccessible(page);
    await page
      .getByLabel(welsh('enterMobileCode.label'), { exact: true })
      .fill(await latestCode(page, 'confirmed@example.com'));
    await page.getByRole('button', { name: welsh('enterMobileCode.continue') }).click();

    await expectHeading(page, welsh('consent.heading', { clientName: 'Demo Health Service' }));
    await expectWelshPage(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: welsh('consent.agree') }).click();
    await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
    await expect(page.locator('[data-claim="email"]').first()).toHaveText('confirmed@example.com');
  });

  test('an invalid email in Welsh: the error summary, the inline message and "Gwall: " in the title', async ({
    page,
  }) => {
    await startInWelsh(page);
    await page.getByLabel(welsh('enterEmail.heading')).fill('not-an-email');
    await page.getByRole('button', { name: welsh('enterEmail.continue') }).click();
    await expect(page).toHaveTitle(`Gwall: ${welsh('enterEmail.title')} - NHS login`);
    const summary = page.getByRole('alert').filter({ hasText: welsh('common.errorSummaryTitle') });
    await expect(summary).toBeVisible();
    const link = summary.getByRole('link', { name: welsh('emailMessages.formatSummary') });
    await expect(link).toBeVisible();
    if (scripted()) await expect(page.getByTestId('error-summary')).toBeFocused();
    // The inline message, with its visually hidden "Gwall:" first, and what was typed kept.
    await expect(page.getByText(welsh('emailMessages.formatField'))).toBeVisible();
    await expect(page.getByLabel(welsh('enterEmail.heading'))).toHaveValue('not-an-email');
    await expectAccessible(page);
    // The summary's link takes focus to the field.
    await link.click();
    await expect(page.getByLabel(welsh('enterEmail.heading'))).toBeFocused();
  });

  test('the language link mid-journey keeps the journey’s place (and, with script, what was typed)', async ({
    page,
  }) => {
    await page.goto(demoOrigin);
    await page.getByRole('link', { name: 'Continue with NHS login' }).click();
    await expect(page).toHaveURL(/\/enter-email$/);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await page.getByLabel('Enter your email address').fill('confirmed@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Enter your password');
    await page.getByLabel('Password', { exact: true }).fill('typed-not-sent');

    const cymraeg = page.getByRole('link', { name: 'Cymraeg', exact: true });
    await expect(cymraeg).toHaveAttribute('lang', 'cy');
    await cymraeg.click();
    await expectHeading(page, welsh('logInPassword.heading'));
    await expect(page).toHaveURL(/\/log-in-password$/);
    await expectWelshPage(page);
    await expect(page).toHaveTitle(`${welsh('logInPassword.title')} - NHS login`);
    if (scripted()) {
      // In place: the same document, what was typed still there, focus on the link that now offers English.
      await expect(page.getByLabel(welsh('logInPassword.label'), { exact: true })).toHaveValue('typed-not-sent');
      await expect(page.getByRole('link', { name: 'English', exact: true })).toBeFocused();
    }
    // The choice lasts: the next page of the journey is Welsh too.
    await page.getByLabel(welsh('logInPassword.label'), { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: welsh('logInPassword.continue') }).click();
    await expectHeading(page, welsh('enterMobileCode.heading'));

    // And back to English.
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expectHeading(page, 'Enter the security code');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('the cookie banner and the cookie settings in Welsh', async ({ page, context }) => {
    await context.clearCookies();
    await startInWelsh(page);
    const banner = page.getByRole('region', { name: welsh('cookieBanner.label') });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: welsh('cookieBanner.accept') })).toBeVisible();
    await banner.getByRole('link', { name: welsh('cookieBanner.settingsLink') }).click();
    await expectHeading(page, welsh('cookieSettings.heading'));
    await expectWelshPage(page);
    await expectAccessible(page);
    await page.getByRole('radio', { name: welsh('cookieSettings.no') }).check();
    await page.getByRole('button', { name: welsh('cookieSettings.save') }).click();
    await expect(page.getByText(welsh('cookieSettingsChanged.title')).first()).toBeVisible();
    // The cookie policy lists the language cookie, in Welsh.
    await page.goto(`${appOrigin}/cookies`);
    await expect(page.getByText(/^nhsl-lang: yn cofio/)).toBeVisible();
  });
}
